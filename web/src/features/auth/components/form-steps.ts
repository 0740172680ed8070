/*
 * The steps with a form, one chunk apart from the first bundle: /login opens on the welcome step, so
 * react-hook-form and the contract's zod/mini rules arrive after the first screen paints (the auth
 * page asks for this chunk as soon as it mounts).
 */
export { AvailabilityStep } from './availability-step.tsx'
export { LoginCodeStep } from './login-code-step.tsx'
export { LoginPasswordStep } from './login-password-step.tsx'
export { LoginUsernameStep } from './login-username-step.tsx'
export { RegisterPasswordStep } from './register-password-step.tsx'
