/*
 * Demo stand-in for a tour-booking partner's widget (the spec's "boken" script). A hotel configures
 * the partner's script URL and a data source; the app injects this script when the guest opens the
 * travel guide's Popular tab and removes it on leaving. It renders the tours listed in the JSON at
 * data-src into the element named by data-target. Text comes from the data and is set with
 * textContent only. The real partner widget replaces this file by configuration.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var target = document.getElementById(script.getAttribute('data-target') || '');
  var source = script.getAttribute('data-src');
  if (!target || !source) return;
  var lang = document.documentElement.lang === 'ja' ? 'ja' : 'en';
  var labels = {
    ja: { from: '料金', duration: '所要時間', book: '予約する', error: 'ツアー情報を読み込めませんでした。' },
    en: { from: 'From', duration: 'Duration', book: 'Book', error: 'Tours could not be loaded.' },
  }[lang];

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  fetch(source)
    .then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      return response.json();
    })
    .then(function (data) {
      if (!target.isConnected) return;
      var list = element('ul', 'tour-booking__list');
      (data.tours || []).forEach(function (tour) {
        var item = element('li', 'tour-booking__item');
        item.appendChild(element('h3', 'tour-booking__title', tour.title[lang] || tour.title.en));
        item.appendChild(element('p', 'tour-booking__summary', tour.summary[lang] || tour.summary.en));
        var facts = element('p', 'tour-booking__facts');
        facts.textContent =
          labels.duration +
          ': ' +
          (tour.duration[lang] || tour.duration.en) +
          ' · ' +
          labels.from +
          ' ¥' +
          Number(tour.price).toLocaleString('ja-JP');
        item.appendChild(facts);
        var link = element('a', 'tour-booking__book', labels.book);
        link.href = tour.url;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        item.appendChild(link);
        list.appendChild(item);
      });
      target.replaceChildren(list);
      target.setAttribute('data-loaded', 'true');
    })
    .catch(function () {
      if (target.isConnected) target.replaceChildren(element('p', 'tour-booking__error', labels.error));
    });
})();
