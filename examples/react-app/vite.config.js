// The app's Vite build (npm run build): the React plugin a `create vite` React app has, and relative
// asset paths, so that the built app can be served from any folder.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ base: './', plugins: [react()] });
