export { FinePrint, type FinePrintProps } from './FinePrint';
