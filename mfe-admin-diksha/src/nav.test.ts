import nav from './nav';

it('offers Diksha Lab, the trainings and their sessions in the admin menu', () => {
  expect(nav).toEqual([
    expect.objectContaining({ label: 'Diksha Lab', path: 'diksha-lab' }),
    expect.objectContaining({ label: 'Trainings', path: 'trainings' }),
    expect.objectContaining({ label: 'Training Sessions', path: 'training-sessions' }),
  ]);
});
