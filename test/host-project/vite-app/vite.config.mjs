// React's automatic JSX runtime, as a fresh Vite React app has it (its Fast Refresh plugin is for the dev server).
export default {
  oxc: { jsx: { runtime: 'automatic' } },
};
