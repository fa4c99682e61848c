const note = document.createElement('p');
note.textContent =
  'mfe_admin_diksha is a Module Federation remote: open the back office through the shell (http://localhost:3000/admin).';
document.body.append(note);

export {};
