import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '../../../machines/login/login.schema';

/** The login form's checks: zod and the field rules, loaded by login-form.tsx when first needed. */
export const loginFormResolver = zodResolver(loginFormSchema);
