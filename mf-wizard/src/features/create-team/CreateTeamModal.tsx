import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The create-team wizard as a modal over the landing page (`/?flow=create-team&step=N`).
 * Closing removes the flow from the address. The steps arrive with the teams issue.
 */
export default function CreateTeamModal() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const step = Math.max(1, Number.parseInt(params.get('step') ?? '1', 10) || 1);
  const close = useCallback(() => navigate('/'), [navigate]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="wz-modal"
      aria-labelledby="wizard-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header className="wz-modal__header">
        <h2 id="wizard-title">Create Your Team</h2>
        <button type="button" className="wz-modal__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      <p>Step {step} of 6</p>
    </dialog>
  );
}
