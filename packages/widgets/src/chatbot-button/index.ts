export { ChatbotButton, type ChatbotButtonProps } from './ChatbotButton.tsx';
export { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';
