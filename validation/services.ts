// Human names of the service codes (docs/product.md, Rules: services), for e-mails and the Studio's lead inbox.
export const SERVICE_NAMES: Record<string, string> = {
  sap: 'SAP Implementation',
  dynamics: 'Microsoft Dynamics',
  staff: 'Staff Augmentation / IT Staffing',
  testing: 'Software Development and Testing',
  consultation: 'General Consultation',
}

export const serviceName = (code: string) => SERVICE_NAMES[code] ?? code
