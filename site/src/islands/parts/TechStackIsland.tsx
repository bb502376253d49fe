export { TechStackFilter as default } from '../../pages/Developers/TechStackFilter';
