// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import { Award, BadgeDollarSign, BarChart, BookOpen, Briefcase, Building, CheckCircle, Compass, Cpu, Heart, Layers, Lightbulb, LineChart, Mail, Send, Shield, Shuffle, Sparkles, Target, TrendingUp, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
/** Icons named in spec/, by name. */
export const icons: Readonly<Record<string, LucideIcon>> = { Award, BadgeDollarSign, BarChart, BookOpen, Briefcase, Building, CheckCircle, Compass, Cpu, Heart, Layers, Lightbulb, LineChart, Mail, Send, Shield, Shuffle, Sparkles, Target, TrendingUp, Users };
