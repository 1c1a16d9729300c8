import { Loader2 } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

// A disabled button stays readable (AA contrast, 4.5:1 or more): grey, not a faded colour, so
// its label can be read, and no colour on the way between enabled and disabled fails either.
const VARIANTS = {
  primary: "bg-accent-700 text-white hover:bg-accent-600 disabled:bg-slate-500",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500",
  danger: "bg-danger-700 text-white hover:bg-red-800 disabled:bg-slate-500",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:text-slate-500",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-11 px-5 text-base",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  className = "",
  disabled,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...props}
    >
      {loading && <Loader2 aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
