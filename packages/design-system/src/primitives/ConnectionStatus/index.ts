export { ConnectionStatus, type ConnectionStatusProps } from './ConnectionStatus';
