import { ListQueryDto } from '../../common/pagination';

/** Admin trainee list: `q` matches the teacher's name or the employee ID. */
export class TraineeListQueryDto extends ListQueryDto {}
