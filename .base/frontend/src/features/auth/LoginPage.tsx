import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoginForm } from './LoginForm';

/** The /login route inside the app's route table (after an in-app redirect to /login). */
export default function LoginPage() {
  const navigate = useNavigate();
  const go = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  return <LoginForm go={go} />;
}
