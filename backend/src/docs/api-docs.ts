/**
 * The description, made on first request from the app as assembled and kept; made again when the
 * year changes, since some limits move with the calendar (a result's year: up to next year).
 */
import { Injectable, type INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { currentYear } from '@diet/contracts/limits';
import { buildOpenApiDocument } from './openapi-document';

@Injectable()
export class ApiDocs {
  private app: INestApplication | null = null;
  private made: { year: number; document: OpenAPIObject } | null = null;

  /** The description reads the app's routes: configureApp hands the app over once it is set up. */
  attach(app: INestApplication): void {
    this.app = app;
  }

  document(): OpenAPIObject {
    if (!this.app) throw new Error('ApiDocs: the app was not attached (configureApp does it)');
    const year = currentYear();
    if (this.made?.year !== year) this.made = { year, document: buildOpenApiDocument(this.app) };
    return this.made.document;
  }
}
