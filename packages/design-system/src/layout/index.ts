export { Container, Stack, Inline, Grid, Section } from './Layout';
export type { StackProps, InlineProps, GridProps, SectionProps, ResponsiveColumns } from './Layout';
