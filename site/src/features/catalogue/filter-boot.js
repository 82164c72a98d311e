document.currentScript.parentElement.classList.add('is-enhanced');
