import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
