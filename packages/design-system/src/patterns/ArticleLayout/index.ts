export * as ArticleLayout from './parts';
export type {
  ArticleLayoutRootProps,
  ArticleLayoutBodyProps,
  ArticleLayoutAsideProps,
  ArticleLayoutContentsProps,
  ArticleContentsItem,
} from './ArticleLayout';
