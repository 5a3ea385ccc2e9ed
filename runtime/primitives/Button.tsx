import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/** Button look shared by <button>, internal and external links (shadcn recipe). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[color,background-color,border-color,box-shadow,translate] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white shadow-sm hover:-translate-y-0.5 hover:bg-brand-700 hover:shadow-lift focus-visible:outline-brand-500",
        secondary:
          "border border-brand-200 bg-white text-brand-800 hover:-translate-y-0.5 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-brand-500",
        inverse: "bg-white text-brand-900 hover:-translate-y-0.5 hover:bg-brand-50 hover:shadow-lift focus-visible:outline-white",
        ghost: "text-brand-700 hover:bg-brand-50",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-6 text-sm",
        lg: "h-13 px-7 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type Variants = VariantProps<typeof buttonVariants>;

/** A <button> with the site's button look. */
export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & Variants) {
  return <button type={type} data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A plain link (`href`: an internal path or a #fragment) with the button look. */
export function ButtonLink({ className, variant, size, ...props }: ComponentProps<"a"> & Variants) {
  return <a data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
