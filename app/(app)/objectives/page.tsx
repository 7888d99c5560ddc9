import type { Metadata } from "next";
import { ObjectivesScreen } from "@/components/objectives/objectives-screen";

export const metadata: Metadata = { title: "Objetivos Financeiros" };

export default function ObjectivesPage() {
  return <ObjectivesScreen />;
}
