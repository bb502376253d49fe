/**
 * A long text's page as parts, used as `ArticleLayout.Root`, `ArticleLayout.Body`… (the Radix
 * convention): the Root lays out the reading column and the aside, `Contents` is the list of sections.
 */
export {
  ArticleLayoutRoot as Root,
  ArticleLayoutBody as Body,
  ArticleLayoutAside as Aside,
  ArticleLayoutContents as Contents,
} from './ArticleLayout';
