declare module '@11ty/is-land' {
  /** The `<is-land>` element (11ty's is-land 5: no types of its own). */
  export class Island extends HTMLElement {
    /** Runs `init` for each `<is-land type="name">` once its conditions are met; `ready` is set after it resolves. */
    static addInitType(name: string, init: (element: HTMLElement) => Promise<unknown>): void;
  }
}
