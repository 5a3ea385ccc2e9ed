// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import { default as Award } from "lucide-react/icons/award";
import { default as BadgeDollarSign } from "lucide-react/icons/badge-dollar-sign";
import { default as BarChart } from "lucide-react/icons/chart-no-axes-column-increasing";
import { default as BookOpen } from "lucide-react/icons/book-open";
import { default as Briefcase } from "lucide-react/icons/briefcase";
import { default as Building } from "lucide-react/icons/building";
import { default as CheckCircle } from "lucide-react/icons/circle-check-big";
import { default as Compass } from "lucide-react/icons/compass";
import { default as Cpu } from "lucide-react/icons/cpu";
import { default as Heart } from "lucide-react/icons/heart";
import { default as Layers } from "lucide-react/icons/layers";
import { default as Lightbulb } from "lucide-react/icons/lightbulb";
import { default as LineChart } from "lucide-react/icons/chart-line";
import { default as Mail } from "lucide-react/icons/mail";
import { default as Send } from "lucide-react/icons/send";
import { default as Shield } from "lucide-react/icons/shield";
import { default as Shuffle } from "lucide-react/icons/shuffle";
import { default as Sparkles } from "lucide-react/icons/sparkles";
import { default as Target } from "lucide-react/icons/target";
import { default as TrendingUp } from "lucide-react/icons/trending-up";
import { default as Users } from "lucide-react/icons/users";
import type { LucideIcon } from "lucide-react";
/** Icons named in spec/, by name. */
export const icons: Readonly<Record<string, LucideIcon>> = { Award, BadgeDollarSign, BarChart, BookOpen, Briefcase, Building, CheckCircle, Compass, Cpu, Heart, Layers, Lightbulb, LineChart, Mail, Send, Shield, Shuffle, Sparkles, Target, TrendingUp, Users };
