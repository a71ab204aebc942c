export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** Display text, e.g. '2022年4月15日' or 'April 15, 2022'. */
  lastUpdated: string;
  intro?: string[];
  sections: LegalSection[];
  closing?: string[];
}
