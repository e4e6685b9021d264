import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reportCaughtError } from './blocks/block-boundary';
import './app/tokens.css';

const root = document.getElementById('root');
// A block's own boundary has already logged its one line; every other caught error is reported as usual.
if (root) createRoot(root, { onCaughtError: reportCaughtError }).render(<StrictMode><App /></StrictMode>);
