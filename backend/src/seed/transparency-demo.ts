/**
 * Demo tenders (with their documents and corrigenda) and RTI disclosures and officers of a Punjab
 * DIET. A tender's documents and corrigenda point at it, so the tenders get their ids here.
 */
import { randomUUID } from 'node:crypto';
import type { DemoContext, DemoRecord } from './content-demo';

const ADDRESS = 'District Institute of Education and Training, Faridkot, Punjab 151203';

interface DemoTender {
  id: string;
  referenceNumber: string;
  title: string;
  description: string;
  publishedDaysAgo: number;
  /** Days from today to the closing day, and the hour (IST) bids close. */
  closesInDays: number;
  closesAt: string;
  documents: string[];
  corrigenda: { title: string; daysAgo: number }[];
}

const TENDERS: DemoTender[] = [
  {
    id: randomUUID(),
    referenceNumber: 'DIET/FDK/2026/07',
    title: 'Supply and Installation of 20 Desktop Computers for the Diksha Lab',
    description:
      'Sealed bids are invited from manufacturers and authorised dealers for the supply, installation and three-year on-site warranty of 20 desktop computers with UPS for the Diksha Lab. Bids are to be submitted in two parts (technical and financial) with an earnest money deposit of Rs 20,000.',
    publishedDaysAgo: 6,
    closesInDays: 12,
    closesAt: '15:00',
    documents: ['Notice Inviting Tender', 'Technical Specifications and Bill of Quantities'],
    corrigenda: [{ title: 'Corrigendum 1: closing date extended and the minimum memory revised to 16 GB', daysAgo: 2 }],
  },
  {
    id: randomUUID(),
    referenceNumber: 'DIET/FDK/2026/08',
    title: 'Printing of Training Material for In-Service Teacher Training (FLN Modules)',
    description:
      'Quotations are invited from printing presses for printing and binding 1,500 copies of the foundational literacy and numeracy training modules in Punjabi (A4, 96 pages, four-colour cover). Delivery at the institute within 21 days of the supply order.',
    publishedDaysAgo: 3,
    closesInDays: 20,
    closesAt: '13:00',
    documents: ['Notice Inviting Quotations'],
    corrigenda: [],
  },
  {
    id: randomUUID(),
    referenceNumber: 'DIET/FDK/2026/05',
    title: 'Annual Maintenance Contract for Computers, Printers and UPS',
    description:
      'Bids were invited for the comprehensive annual maintenance of 45 computers, 8 printers and 6 UPS units of the institute for one year.',
    publishedDaysAgo: 40,
    closesInDays: -10,
    closesAt: '15:00',
    documents: ['Notice Inviting Tender', 'List of Equipment'],
    corrigenda: [{ title: 'Corrigendum 1: pre-bid meeting moved to the conference hall', daysAgo: 25 }],
  },
  {
    id: randomUUID(),
    referenceNumber: 'DIET/FDK/2026/04',
    title: 'Supply of Library Furniture (Racks, Reading Tables and Chairs)',
    description:
      'Quotations were invited for the supply of 12 steel book racks, 6 reading tables and 36 chairs for the institute library.',
    publishedDaysAgo: 60,
    closesInDays: -35,
    closesAt: '12:00',
    documents: ['Notice Inviting Quotations'],
    corrigenda: [],
  },
];

const pdf = (title: string, lines: string[]) => ({ title, lines });

export const TRANSPARENCY_DEMO: Record<string, (ctx: DemoContext) => DemoRecord[]> = {
  tender: ({ day }) =>
    TENDERS.map((t) => ({
      id: t.id,
      referenceNumber: t.referenceNumber,
      title: t.title,
      description: t.description,
      publishDate: day(-t.publishedDaysAgo),
      closingAt: new Date(`${day(t.closesInDays)}T${t.closesAt}:00+05:30`),
    })),
  tenderDocument: () =>
    TENDERS.flatMap((t) =>
      t.documents.map((title) => ({
        tender: t.id,
        title,
        pdf: pdf(`${t.referenceNumber} ${title}`, [
          t.title,
          '',
          `Reference: ${t.referenceNumber}`,
          'Issued by the Principal, DIET Faridkot',
        ]),
      })),
    ),
  corrigendum: ({ day }) =>
    TENDERS.flatMap((t) =>
      t.corrigenda.map((c) => ({
        tender: t.id,
        title: c.title,
        date: day(-c.daysAgo),
        pdf: pdf(`${t.referenceNumber} ${c.title}`, [
          t.title,
          '',
          c.title,
          'All other terms and conditions remain the same.',
        ]),
      })),
    ),
  disclosure: ({ day }) => [
    {
      clause: '(i) Organisation, functions and duties',
      title: 'Organisation, functions and duties of DIET Faridkot',
      description:
        'The institute trains elementary teachers (D.El.Ed), runs in-service training for the teachers of the district, and supports schools with academic resources, under SCERT Punjab.',
      updatedOn: day(-20),
      pdf: pdf('Organisation and Functions', [
        'Pre-service branch: D.El.Ed',
        'In-service branch: teacher training',
        'Educational technology and the Diksha Lab',
        'District resource unit',
      ]),
    },
    {
      clause: '(ii) Powers and duties of officers and employees',
      title: 'Powers and duties of the Principal, lecturers and staff',
      description: null,
      updatedOn: day(-20),
      pdf: pdf('Powers and Duties', [
        'Principal: head of office and drawing and disbursing officer',
        'Senior Lecturers: heads of branches',
        'Lecturers: teaching and training',
      ]),
    },
    {
      clause: '(v) Rules, regulations, instructions and manuals',
      title: 'Rules and instructions followed by the institute',
      description:
        'Punjab Civil Services Rules, the Punjab Financial Rules and the instructions of SCERT Punjab and the Department of School Education, Punjab.',
      updatedOn: day(-50),
    },
    {
      clause: '(ix) Directory of officers and employees',
      title: 'Directory of officers and employees',
      description: 'Names, designations and office telephone numbers of the staff.',
      updatedOn: day(-10),
      pdf: pdf('Directory of Officers and Employees', [
        'Principal: +91 1639 250 101',
        'Senior Lecturer (Mathematics Education): +91 1639 250 102',
        'Senior Lecturer (Science Education): +91 1639 250 103',
        'Librarian: +91 1639 250 108',
      ]),
    },
    {
      clause: '(x) Monthly remuneration',
      title: 'Monthly remuneration of officers and employees',
      description: null,
      updatedOn: day(-10),
      pdf: pdf('Monthly Remuneration', [
        'Pay as per the Punjab pay scales of the posts',
        'Details of each post are kept by the office',
      ]),
    },
    {
      clause: '(xi) Budget allocated',
      title: 'Budget allocated for 2026-27',
      description: 'Grants received under Samagra Shiksha for teacher education and from the state budget.',
      updatedOn: day(-30),
      pdf: pdf('Budget 2026-27', [
        'Salaries: state budget',
        'Teacher training programmes: Samagra Shiksha',
        'Diksha Lab and ICT: Samagra Shiksha',
      ]),
    },
    {
      clause: '(xv) Facilities for obtaining information',
      title: 'Library and reading room open to the public',
      description: 'The institute library may be used for reference on working days from 9:30 AM to 3:30 PM.',
      updatedOn: day(-60),
    },
  ],
  rtiOfficer: () => [
    {
      role: 'Public Information Officer',
      name: 'Sh. Gurmeet Singh Brar',
      designation: 'Senior Lecturer',
      address: ADDRESS,
      phone: '+91 1639 250 102',
      email: 'pio@dietfaridkot.example',
    },
    {
      role: 'Assistant Public Information Officer',
      name: 'Smt. Paramjit Kaur',
      designation: 'Librarian',
      address: ADDRESS,
      phone: '+91 1639 250 108',
      email: 'library@dietfaridkot.example',
    },
    {
      role: 'First Appellate Authority',
      name: 'Dr. Harpreet Kaur Sandhu',
      designation: 'Principal',
      address: ADDRESS,
      phone: '+91 1639 250 101',
      email: 'principal@dietfaridkot.example',
    },
  ],
};
