import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';

/** Certificates are a list of strings kept as JSON text (portable across both engines). */
const jsonList = {
  to: (value: string[] | null | undefined) => JSON.stringify(value ?? []),
  from: (value: string | null) => {
    try {
      const parsed: unknown = JSON.parse(value ?? '[]');
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  },
};

@Entity('trainee_records')
export class TraineeRecordEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 120 }) teacherName: string;
  @Column({ type: 'varchar', length: 60 }) employeeId: string;
  @Column({ type: 'int' }) totalHours: number;
  @Column({ type: 'int' }) completedCourses: number;
  @Column({ type: 'int' }) progress: number;
  @Column({ type: 'text', transformer: jsonList }) certificates: string[];
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
