export { PathNotFound as default } from '../../pages/NotFound/PathNotFound';
