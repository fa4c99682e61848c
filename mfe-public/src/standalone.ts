const note = document.createElement('p');
note.textContent = 'mfe_public is a Module Federation remote: open the site through the shell (http://localhost:3000).';
document.body.append(note);
export {};
