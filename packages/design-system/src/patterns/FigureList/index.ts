export { FigureList, type FigureListProps, type Figure } from './FigureList';
