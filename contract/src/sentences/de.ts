import type { SentenceTable } from './match.ts';

/** The server's sentences in German (ADR 084): the same keys and placeholders as sentences.ts. */
export const SENTENCES_DE: SentenceTable = {
  'access.account_limited':
    'Dein Konto ist eingeschränkt: Du kannst deinen Tintenvorrat und deine privaten Sammlungen weiter führen, aber nichts veröffentlichen, was andere sehen. Du kannst einmal auf deiner Profilseite Einspruch einlegen.',
  'access.account_limited_reason':
    'Dein Konto ist eingeschränkt: Du kannst deinen Tintenvorrat und deine privaten Sammlungen weiter führen, aber nichts veröffentlichen, was andere sehen. Begründung der Moderatoren: {reason} Du kannst einmal auf deiner Profilseite Einspruch einlegen.',
  'access.account_suspended':
    'Dein Konto ist gesperrt: Du kannst lesen, aber nichts ändern. Du kannst einmal auf deiner Profilseite Einspruch einlegen.',
  'access.account_suspended_reason':
    'Dein Konto ist gesperrt: Du kannst lesen, aber nichts ändern. Begründung der Moderatoren: {reason} Du kannst einmal auf deiner Profilseite Einspruch einlegen.',
  'access.forbidden': 'Dazu hast du keine Berechtigung.',
  'access.sign_in_first': 'Bitte melde dich zuerst an.',
  'access.staff_mfa_off':
    'Team-Aktionen erfordern die Zwei-Faktor-Anmeldung. Schalte sie in deinem Profil ein und versuch es dann erneut.',
  'access.staff_mfa_session':
    'Team-Aktionen erfordern eine Sitzung, die mit deinem Zwei-Faktor-Code angemeldet wurde. Melde dich ab, melde dich mit deinem Code erneut an und versuch es dann noch einmal.',
  'access.token_not_allowed':
    'Dieser Aufruf ist mit einem Zugriffstoken nicht möglich. Melde dich dafür auf der Website an.',
  'access.token_read_only':
    'Dieses Zugriffstoken darf nur lesen. Um Änderungen vorzunehmen, erstelle auf deiner Profilseite ein Token mit Lese- und Schreibrecht.',

  'auth.account_gone': 'Dieses Konto existiert nicht mehr.',
  'auth.avatar_too_large': 'Bitte wähle ein Bild, das kleiner als 5 MB ist.',
  'auth.bio_too_long': 'Die Bio hat höchstens 500 Zeichen.',
  'auth.current_password_wrong': 'Dein aktuelles Passwort ist nicht richtig.',
  'auth.display_name_too_long': 'Der Anzeigename hat höchstens 60 Zeichen.',
  'auth.email_already_verified': 'Deine E-Mail-Adresse ist bereits bestätigt.',
  'auth.email_invalid': 'Gib eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  'auth.email_too_long': 'Die E-Mail-Adresse ist zu lang.',
  'auth.first_name_too_long': 'Der Vorname hat höchstens 60 Zeichen.',
  'auth.invalid_login':
    'E-Mail-Adresse, Benutzername oder Passwort stimmen nicht. Prüfe deine Angaben und versuch es erneut.',
  'auth.last_name_too_long': 'Der Nachname hat höchstens 60 Zeichen.',
  'auth.locale_choice': 'Wähle eine Sprache: en, ja oder de.',
  'auth.login_required': 'Gib deine E-Mail-Adresse oder deinen Benutzernamen ein.',
  'auth.not_signed_in': 'Du bist nicht angemeldet.',
  'auth.oidc_provider_id': 'provider muss eine Anbieter-ID sein (a-z, 0-9, _)',
  'auth.password_required': 'Gib dein Passwort ein.',
  'auth.password_too_long': 'Verwende höchstens 200 Zeichen.',
  'auth.password_too_short': 'Verwende mindestens 10 Zeichen.',
  'auth.password_wrong': 'Dein Passwort ist nicht richtig.',
  'auth.reset_link_invalid':
    'Dieser Link zum Zurücksetzen ist nicht mehr gültig: Er wurde bereits verwendet oder ist abgelaufen. Fordere einen neuen an.',
  'auth.show_ink_colors_boolean':
    'Gib an, ob deine Tintenfarben angezeigt werden sollen: true oder false.',
  'auth.signup_accepted':
    'Sieh in dein E-Mail-Postfach: Der Link, den wir dir geschickt haben, schließt die Registrierung ab und meldet dich an.',
  'auth.token_expired':
    'Dieses Zugriffstoken ist am {date} abgelaufen. Erstelle auf deiner Profilseite ein neues.',
  'auth.token_invalid':
    'Dieses Zugriffstoken ist nicht gültig: Es wurde möglicherweise widerrufen. Erstelle auf deiner Profilseite ein neues.',
  'auth.token_malformed':
    'Dieses Zugriffstoken hat nicht das richtige Format. Sende Authorization: Bearer, gefolgt vom vollständigen Token, das mit ink_ beginnt.',
  'auth.token_many_headers':
    'Diese Anfrage hat mehr als einen Authorization-Header. Sende nur einen: Authorization: Bearer, gefolgt von deinem Token.',
  'auth.totp_code_required': 'Gib den 6-stelligen Code ein.',
  'auth.username_characters':
    'Verwende im Benutzernamen nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche.',
  'auth.username_taken': 'Dieser Benutzername ist bereits vergeben. Versuch einen anderen.',
  'auth.username_too_long': 'Benutzernamen haben höchstens 30 Zeichen.',
  'auth.username_too_short': 'Benutzernamen haben mindestens 3 Zeichen.',
  'auth.verification_link_invalid':
    'Dieser Bestätigungslink ist nicht mehr gültig: Er wurde bereits verwendet oder ist abgelaufen. Melde dich an und fordere einen neuen an.',

  'browse.near_sort':
    'Eine Suche nach Farbe (near) zeigt die ähnlichsten Tinten zuerst: Lass sort weg oder verwende relevance.',
  'browse.near_sort_field': 'Verwende mit near entweder sort=relevance oder kein sort.',
  'browse.near_with_search':
    'Die Suche nach Farbe (near) und nach Text (search) lässt sich nicht kombinieren: Verwende nur eine davon.',
  'browse.near_without_search': 'Verwende near ohne search.',

  'catalogue.pick_color_hex': 'Wähle eine Farbe im Format #rrggbb.',
  'catalogue.pick_file_value':
    'Übernimm den Wert aus der Katalogdatei oder behalte den gespeicherten.',
  'catalogue.review_action_choice': 'action muss pick, keep oder dismiss sein',
  'catalogue.review_answered': 'Diese Frage wurde bereits beantwortet.',
  'catalogue.review_dismissed': 'Diese Frage wurde bereits beantwortet (verworfen).',
  'catalogue.review_dismissed_by': 'Diese Frage wurde bereits beantwortet (verworfen von {staff}).',
  'catalogue.review_kept': 'Diese Frage wurde bereits beantwortet (gespeicherter Wert behalten).',
  'catalogue.review_kept_by':
    'Diese Frage wurde bereits beantwortet (gespeicherter Wert behalten von {staff}).',
  'catalogue.review_not_found': 'Keine Katalogfrage hat diese ID.',
  'catalogue.review_picked':
    'Diese Frage wurde bereits beantwortet (Wert aus der Datei übernommen).',
  'catalogue.review_picked_by':
    'Diese Frage wurde bereits beantwortet (Wert aus der Datei übernommen von {staff}).',
  'catalogue.review_status_choice': 'status muss pending oder answered sein',

  'collections.already_in_collection': 'Diese Tinte ist vielleicht schon in dieser Sammlung.',
  'collections.collections_full':
    'Du hast 200 Sammlungen, das Maximum pro Mitglied. Lösche zuerst eine.',
  'collections.description_control_characters': 'Entferne die Steuerzeichen aus der Beschreibung.',
  'collections.import_collections_over_limit':
    'Dadurch würden {newCollections} neue Sammlungen entstehen, und du hast bereits {collections}: Ein Mitglied kann höchstens 200 haben. Importiere, ohne Sammlungen aus Tags anzulegen, oder lösche zuerst einige Sammlungen.',
  'collections.import_inks_over_limit':
    'Die Sammlung „{name}“ würde {inks} Tinten enthalten: Eine Sammlung enthält höchstens 2000.',
  'collections.ink_not_in_collection': 'Diese Tinte ist nicht in dieser Sammlung.',
  'collections.inks_full': 'Eine Sammlung enthält höchstens 2000 Tinten.',
  'collections.name_required': 'Gib der Sammlung einen Namen.',
  'collections.name_too_long': 'Ein Sammlungsname hat höchstens 80 Zeichen.',
  'collections.name_visible_characters': 'Verwende im Namen nur sichtbare Zeichen.',
  'collections.not_found': 'Sammlung nicht gefunden.',
  'collections.notes_control_characters': 'Entferne die Steuerzeichen aus den Notizen.',
  'collections.notes_too_long': 'Notizen haben höchstens 1000 Zeichen.',
  'collections.owner_only': 'Nur wer die Sammlung besitzt, kann sie ändern.',
  'collections.reorder_every_ink_once':
    'Gib jede Tinte der Sammlung genau einmal an, in der neuen Reihenfolge.',
  'collections.status_choice': 'Wähle einen Status.',

  'comments.already_commented':
    'Du hast deine Gedanken zu dieser Tinte schon geteilt. Du kannst deinen Kommentar unten bearbeiten.',
  'comments.comment_not_found': 'Kommentar nicht gefunden. Er wurde möglicherweise gelöscht.',
  'comments.control_characters': 'Kommentare dürfen keine Steuerzeichen enthalten.',
  'comments.edit_not_own': 'Du kannst nur deine eigenen Kommentare bearbeiten.',
  'comments.empty': 'Schreib etwas, bevor du den Kommentar veröffentlichst.',
  'comments.gone_cursor':
    'Dieser Kommentar ist nicht mehr da. Lade die Kommentare neu, um die neuesten zu sehen.',
  'comments.not_text': 'Schreib deinen Kommentar als Text.',
  'comments.too_long': 'Kommentare haben höchstens 1000 Zeichen.',

  'console.audit_action_name': 'action ist ein Name wie ink.edit',
  'console.search_too_long': 'search hat höchstens 200 Zeichen',

  'corrections.already_accepted': 'Diese Korrektur wurde bereits angenommen.',
  'corrections.already_accepted_by': 'Diese Korrektur wurde bereits von {reviewer} angenommen.',
  'corrections.already_rejected': 'Diese Korrektur wurde bereits abgelehnt.',
  'corrections.already_rejected_by': 'Diese Korrektur wurde bereits von {reviewer} abgelehnt.',
  'corrections.already_reviewed': 'Diese Korrektur wurde bereits geprüft.',
  'corrections.already_withdrawn': 'Diese Korrektur wurde bereits zurückgezogen.',
  'corrections.already_withdrawn_by': 'Diese Korrektur wurde bereits von {member} zurückgezogen.',
  'corrections.correction_not_found': 'Keine Korrektur hat diese ID.',
  'corrections.field_choice':
    'field muss einer dieser Werte sein: description, colorHex, color, properties, line, aliases.',
  'corrections.ink_deleted': 'Die Tinte wurde gelöscht. Stelle sie zuerst wieder her.',
  'corrections.note_control_characters': 'Die Notiz: Entferne die Steuerzeichen.',
  'corrections.note_not_text': 'Die Notiz muss Text sein.',
  'corrections.note_too_long': 'Die Notiz hat höchstens 500 Zeichen.',
  'corrections.one_pending_aliases':
    'Du hast bereits eine Änderung der anderen Namen dieser Tinte vorgeschlagen. Das Team sieht sie sich bald an; du kannst sie zurückziehen, um eine andere vorzuschlagen.',
  'corrections.one_pending_color':
    'Du hast bereits eine Änderung der Farbfamilie dieser Tinte vorgeschlagen. Das Team sieht sie sich bald an; du kannst sie zurückziehen, um eine andere vorzuschlagen.',
  'corrections.one_pending_color_hex':
    'Du hast bereits eine Änderung der Farbe dieser Tinte vorgeschlagen. Das Team sieht sie sich bald an; du kannst sie zurückziehen, um eine andere vorzuschlagen.',
  'corrections.one_pending_description':
    'Du hast bereits eine Änderung der Beschreibung dieser Tinte vorgeschlagen. Das Team sieht sie sich bald an; du kannst sie zurückziehen, um eine andere vorzuschlagen.',
  'corrections.one_pending_line':
    'Du hast bereits eine Änderung der Serie dieser Tinte vorgeschlagen. Das Team sieht sie sich bald an; du kannst sie zurückziehen, um eine andere vorzuschlagen.',
  'corrections.one_pending_properties':
    'Du hast bereits eine Änderung der Eigenschaften dieser Tinte vorgeschlagen. Das Team sieht sie sich bald an; du kannst sie zurückziehen, um eine andere vorzuschlagen.',
  'corrections.properties_choice':
    'Mögliche Eigenschaften sind Duftend, Shading, Sheen, Schimmer und Wasserfest.',
  'corrections.reason_control_characters': 'Die Begründung: Entferne die Steuerzeichen.',
  'corrections.reason_not_text': 'Die Begründung muss Text sein.',
  'corrections.reason_too_long': 'Die Begründung hat höchstens 500 Zeichen.',
  'corrections.same_value':
    'Das steht bereits so bei der Tinte. Ändere den Wert oder schließe dieses Formular.',
  'corrections.status_choice': 'status muss pending oder reviewed sein',
  'corrections.too_many_pending':
    'Du hast {max} Korrekturen, die auf Prüfung warten. Bitte warte, bis das Team sich einige davon angesehen hat.',
  'corrections.withdraw_already_reviewed': 'Das Team hat diese Korrektur bereits geprüft.',
  'corrections.withdraw_not_own': 'Du kannst nur deine eigenen Korrekturen zurückziehen.',

  'csrf.other_site': 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  'csrf.token_missing':
    'Das Sicherheitstoken dieser Seite fehlt oder ist veraltet. Lade die Seite neu und versuch es erneut.',

  'days.acquired_in_future': 'Das Erwerbsdatum darf nicht in der Zukunft liegen.',
  'days.after_2999': 'Verwende ein Datum vor dem Jahr 3000.',
  'days.before_1900': 'Verwende ein Datum ab dem Jahr 1900.',
  'days.chosen_in_future': 'Das gewählte Datum darf nicht in der Zukunft liegen.',
  'days.cleaned_in_future': 'Das Reinigungsdatum darf nicht in der Zukunft liegen.',
  'days.date_format': 'Verwende ein Datum wie 2026-11-22.',
  'days.day_not_real': 'Diesen Tag gibt es nicht.',
  'days.inked_in_future': 'Das Befüllungsdatum darf nicht in der Zukunft liegen.',
  'days.last_used_in_future': 'Das Datum der letzten Benutzung darf nicht in der Zukunft liegen.',
  'days.today_in_future': 'Das Datum für „heute“ darf nicht in der Zukunft liegen.',
  'days.used_in_future': 'Das Benutzungsdatum darf nicht in der Zukunft liegen.',

  'gallery.already_shared':
    'Du hast bereits ein Bild dieser Tinte geteilt. Lösche es zuerst, um ein anderes zu teilen.',
  'gallery.caption_control_characters': 'Die Bildunterschrift: Entferne die Steuerzeichen.',
  'gallery.caption_not_text': 'Die Bildunterschrift muss Text sein.',
  'gallery.caption_too_long': 'Die Bildunterschrift hat höchstens 200 Zeichen.',
  'gallery.category_choice':
    'Wähle eine Kategorie: Farbmuster, Handschrift, Illustration, Sonstiges.',
  'gallery.certifications': 'Bitte bestätige, dass das Bild dir gehört und angemessen ist',
  'gallery.delete_own_only': 'Du kannst nur deine eigenen Bilder löschen.',
  'gallery.image_required': 'Bitte wähle ein Bild zum Hochladen aus.',
  'gallery.official_staff_only':
    'Nur Moderatoren und Admins können ein Bild als offiziell markieren.',
  'gallery.paper_type_control_characters': 'Papiersorte: Entferne die Steuerzeichen.',
  'gallery.paper_type_not_text': 'Die Papiersorte muss Text sein.',
  'gallery.paper_type_too_long': 'Die Papiersorte hat höchstens 30 Zeichen.',
  'gallery.pen_nib_control_characters': 'Füller/Feder: Entferne die Steuerzeichen.',
  'gallery.pen_nib_not_text': 'Füller/Feder muss Text sein.',
  'gallery.pen_nib_too_long': 'Füller/Feder hat höchstens 50 Zeichen.',
  'gallery.reason_control_characters': 'Entferne die Steuerzeichen aus der Begründung.',
  'gallery.reason_required': 'Gib einen Grund an.',
  'gallery.submission_status_choice': 'status muss pending, approved oder rejected sein',
  'gallery.uploader_username': 'uploader muss ein Benutzername sein',
  'gallery.vote_own_image': 'Du kannst nicht für dein eigenes Bild abstimmen.',

  'images.busy':
    'Gerade werden viele Bilder verarbeitet. Bitte versuch es in ein paar Sekunden erneut.',
  'images.kind': 'Nimm ein JPEG-, PNG- oder WebP-Bild.',
  'images.not_data_url': 'Sende das Bild als Data-URL (data:image/...;base64,...).',
  'images.not_processed':
    'Dieses Bild konnte nicht verarbeitet werden. Es ist vielleicht beschädigt oder zu groß.',
  'images.not_readable':
    'Diese Datei ist kein Bild, das wir lesen können. Nimm ein JPEG-, PNG- oder WebP-Bild.',
  'images.too_large': 'Bitte wähle ein Bild kleiner als {megabytes} MB.',
  'images.too_many_pixels':
    'Dieses Bild hat zu viele Pixel: höchstens 40 Megapixel. Nimm ein kleineres Bild.',

  'inks.aliases_changed_since':
    'Die anderen Namen wurden nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.aliases_changed_since_revision':
    'Die anderen Namen wurden nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.brand_changed_since':
    'Die Marke wurde nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.brand_changed_since_revision':
    'Die Marke wurde nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.brand_empty': 'brand darf nicht leer sein',
  'inks.brand_too_long': 'brand darf höchstens 100 Zeichen haben',
  'inks.color_changed_since':
    'Die Farbfamilie wurde nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.color_changed_since_revision':
    'Die Farbfamilie wurde nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.color_choice':
    'color muss einer dieser Werte sein: Black, Blue, Brown, Green, Grey/Silver, Orange, Pink, Purple, Red, Teal, Yellow/Gold, White, Other',
  'inks.color_hex_changed_since':
    'Die Farbe wurde nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.color_hex_changed_since_revision':
    'Die Farbe wurde nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.deleted_not_found': 'Keine gelöschte Tinte hat diese ID.',
  'inks.description_changed_since':
    'Die Beschreibung wurde nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.description_changed_since_revision':
    'Die Beschreibung wurde nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.featured_changed_since':
    'Die Hervorhebung wurde nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.featured_changed_since_revision':
    'Die Hervorhebung wurde nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.images_changed_since':
    'Die Bilder wurden nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.images_changed_since_revision':
    'Die Bilder wurden nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.line_changed_since':
    'Die Serie wurde nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.line_changed_since_revision':
    'Die Serie wurde nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.name_changed_since':
    'Der Name wurde nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.name_changed_since_revision':
    'Der Name wurde nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.near_hex': 'near ist eine Farbe aus sechs Hex-Ziffern, ohne #, z. B. 1f4e79',
  'inks.not_found': 'Tinte nicht gefunden. Sie wurde möglicherweise entfernt.',
  'inks.not_found_already_removed':
    'Tinte nicht gefunden. Sie wurde möglicherweise bereits entfernt.',
  'inks.nothing_to_revert': 'Nichts zurückzusetzen: Die Tinte hat bereits diese Werte.',
  'inks.properties_changed_since':
    'Die Eigenschaften wurden nach dieser Revision erneut geändert; ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.properties_changed_since_revision':
    'Die Eigenschaften wurden nach dieser Revision erneut geändert (Revision {revision}); ein Zurücksetzen würde auch diese Änderung rückgängig machen. Setze zuerst die spätere Revision zurück oder bearbeite die Tinte.',
  'inks.properties_choice':
    'properties darf nur diese Werte enthalten: Scented, Shading, Sheening, Shimmering, Water-Resistant',
  'inks.revision_added_ink':
    'Diese Revision hat die Tinte hinzugefügt, es gibt also keinen früheren Stand, zu dem man zurückkehren könnte. Um die Tinte aus dem Katalog zu nehmen, lösche sie.',
  'inks.revision_ink_removed':
    'Die Tinte dieser Revision wurde entfernt. Stelle sie zuerst wieder her.',
  'inks.revision_not_found': 'Keine Revision hat diese ID.',
  'inks.revision_reverted_already':
    'Diese Revision wurde bereits zurückgesetzt (Revision {revision}). Setze jene Revision zurück, um die Werte dieser Revision wiederherzustellen.',
  'inks.search_too_long': 'search darf höchstens 200 Zeichen haben',
  'inks.sort_choice':
    'sort muss einer dieser Werte sein: relevance, name, newest, owned, photographed, rating, hue',
  'inks.vision_choice':
    'vision muss einer dieser Werte sein: none, protanopia, deuteranopia, tritanopia',

  'inventory.already_bottle':
    'Diese Tinte ist bereits als Flasche in deinem Tintenvorrat. Ändere diesen Eintrag oder füge die Tinte als andere Art hinzu (Flasche, Probe, Patrone oder Farbaufstrich).',
  'inventory.already_cartridge':
    'Diese Tinte ist bereits als Patrone in deinem Tintenvorrat. Ändere diesen Eintrag oder füge die Tinte als andere Art hinzu (Flasche, Probe, Patrone oder Farbaufstrich).',
  'inventory.already_sample':
    'Diese Tinte ist bereits als Probe in deinem Tintenvorrat. Ändere diesen Eintrag oder füge die Tinte als andere Art hinzu (Flasche, Probe, Patrone oder Farbaufstrich).',
  'inventory.already_swab':
    'Diese Tinte ist bereits als Farbaufstrich in deinem Tintenvorrat. Ändere diesen Eintrag oder füge die Tinte als andere Art hinzu (Flasche, Probe, Patrone oder Farbaufstrich).',
  'inventory.changed_elsewhere':
    'Dieser Eintrag wurde anderswo geändert, seit du ihn zuletzt gesehen hast: Lade ihn neu und wähle dann, was du behalten möchtest.',
  'inventory.kind_choice': 'Wähle eine Art: Flasche, Probe, Patrone oder Farbaufstrich.',
  'inventory.no_bottle': 'Du hast keine Flasche dieser Tinte in deinem Tintenvorrat.',
  'inventory.no_cartridge': 'Du hast keine Patrone dieser Tinte in deinem Tintenvorrat.',
  'inventory.no_entry': 'Diese Tinte ist nicht in deinem Tintenvorrat.',
  'inventory.no_sample': 'Du hast keine Probe dieser Tinte in deinem Tintenvorrat.',
  'inventory.no_swab': 'Du hast keinen Farbaufstrich dieser Tinte in deinem Tintenvorrat.',
  'inventory.rating_range': 'Die Bewertung ist eine ganze Zahl von 1 bis 5.',
  'inventory.sort_choice': 'sort ist added, name, brand, hue oder rating',
  'inventory.status_choice':
    'Wähle einen Status: im Besitz, probiert, will ich probieren oder auf der Wunschliste.',
  'inventory.status_query_choice': 'status ist owned, tried, want_to_try oder wishlist',
  'inventory.swabbed_boolean': 'swabbed ist true oder false.',

  'limits.preview_images_busy':
    'Gerade werden viele Vorschaubilder erstellt. Bitte versuch es in ein paar Sekunden erneut.',
  'limits.rate_limited':
    'Zu viele Versuche. Bitte warte {seconds} Sekunden und versuch es dann erneut.',
  'limits.rate_limited_one_second':
    'Zu viele Versuche. Bitte warte 1 Sekunde und versuch es dann erneut.',
  'limits.shared_limits_unreachable':
    'Anmeldungen und Veröffentlichungen sind kurz pausiert (die gemeinsamen Limits sind nicht erreichbar). Bitte versuch es in einer Minute erneut.',

  'members.already_asked':
    'Du hast dieses Mitglied bereits um diese Tinte gebeten. Warte auf die Antwort oder zieh deine Anfrage zurück.',
  'members.answer_choice': 'answer muss accept, decline oder withdraw sein',
  'members.block_self': 'Du kannst dich nicht selbst blockieren.',
  'members.blocked': 'Das geht nicht: Einer von euch hat den anderen blockiert.',
  'members.box_choice': 'box muss received oder sent sein',
  'members.closed_for_messages':
    'Diese Anfrage ist geschlossen: Es können keine Nachrichten mehr darin geschrieben werden.',
  'members.empty_message': 'Schreib eine Nachricht (höchstens 500 Zeichen).',
  'members.message_control_characters': 'Entferne die Steuerzeichen aus der Nachricht.',
  'members.message_not_found': 'Nachricht nicht gefunden. Sie wurde möglicherweise gelöscht.',
  'members.message_not_text': 'Die Nachricht muss Text sein.',
  'members.message_too_long': 'Die Nachricht hat höchstens 500 Zeichen.',
  'members.no_offer': 'Dieses Mitglied bietet keine Proben dieser Tinte an.',
  'members.not_yours':
    'Nur das angefragte Mitglied kann annehmen oder ablehnen; nur wer angefragt hat, kann die Anfrage zurückziehen.',
  'members.note_control_characters': 'Entferne die Steuerzeichen aus der Notiz.',
  'members.note_not_text': 'Die Notiz muss Text sein.',
  'members.note_too_long': 'Die Notiz hat höchstens 300 Zeichen.',
  'members.offer_not_owned':
    'Du kannst nur Proben von Tinten anbieten, die du besitzt. Füge die Tinte zuerst als „im Besitz“ zu deinem Tintenvorrat hinzu.',
  'members.own_request': 'Du kannst dich nicht selbst um eine Probe bitten.',
  'members.request_closed': 'Diese Anfrage wurde bereits beantwortet oder zurückgezogen.',
  'members.request_not_found': 'Diese Probenanfrage wurde nicht gefunden.',
  'members.requester_gone':
    'Das Mitglied, das angefragt hat, hat Inklore verlassen: Die Anfrage kann nicht angenommen werden.',
  'members.too_many_blocks': 'Du hast {max} Mitglieder blockiert, das Maximum.',
  'members.too_many_messages':
    'Diese Anfrage hat {max} Nachrichten, mehr kann sie nicht enthalten.',
  'members.too_many_offers':
    'Du bietest Proben von {max} Tinten an, das Maximum. Beende zuerst ein Angebot.',
  'members.too_many_pending':
    'Du hast {max} Anfragen, die auf eine Antwort warten. Zieh eine zurück oder warte auf Antworten, bevor du erneut fragst.',
  'members.user_not_found': 'Dieses Mitglied wurde nicht gefunden.',
  'members.username_required': 'username ist erforderlich',

  'messages.own_discovery_review': 'Deine eigene Entdeckung prüft ein anderer Moderator.',

  'news.brand_empty': 'Die Marke ist leer: Lass sie weg oder gib eine Marke aus dem Katalog an.',
  'news.brand_invalid': 'Ungültige Marke: Keine Tinte im Katalog hat diese Marke.',
  'news.brand_not_text': 'Die Marke muss Text sein.',
  'news.cover_image_data_url': 'Sende das Titelbild als Data-URL.',
  'news.excerpt_control_characters': 'Der Auszug: Entferne die Steuerzeichen.',
  'news.excerpt_not_text': 'Der Auszug muss Text sein.',
  'news.excerpt_required': 'Der Auszug ist erforderlich.',
  'news.excerpt_too_long': 'Der Auszug hat höchstens 400 Zeichen.',
  'news.featured_choice': 'featured muss true oder false sein',
  'news.status_choice': 'status muss all, draft oder published sein',
  'news.story_control_characters': 'Die Geschichte: Entferne die Steuerzeichen.',
  'news.story_not_found': 'Geschichte nicht gefunden. Sie wurde möglicherweise entfernt.',
  'news.story_not_text': 'Die Geschichte muss Text sein.',
  'news.story_required': 'Die Geschichte ist erforderlich.',
  'news.story_too_long': 'Die Geschichte hat höchstens 40000 Zeichen.',
  'news.title_control_characters': 'Der Titel: Entferne die Steuerzeichen.',
  'news.title_not_text': 'Der Titel muss Text sein.',
  'news.title_one_line': 'Der Titel ist einzeilig: Entferne die Zeilenumbrüche.',
  'news.title_required': 'Der Titel ist erforderlich.',
  'news.title_too_long': 'Der Titel hat höchstens 160 Zeichen.',

  'oidc.provider_not_found': 'Kein Anmeldeanbieter hat diese ID.',

  'palette.not_public': 'Die Tinten, die dieses Mitglied besitzt, sind nicht öffentlich.',

  'params.at_most_50_values': 'höchstens 50 Werte',
  'params.before_max_id': 'before muss 2147483647 oder kleiner sein',
  'params.before_min': 'before muss 1 oder größer sein',
  'params.before_whole': 'before muss eine ganze Zahl sein',
  'params.collection_id_max_id': 'collectionId muss 2147483647 oder kleiner sein',
  'params.collection_id_min': 'collectionId muss 1 oder größer sein',
  'params.collection_id_whole': 'collectionId muss eine ganze Zahl sein',
  'params.id_max_id': 'id muss 2147483647 oder kleiner sein',
  'params.id_min': 'id muss 1 oder größer sein',
  'params.id_whole': 'id muss eine ganze Zahl sein',
  'params.ids_max_id': 'ids muss 2147483647 oder kleiner sein',
  'params.ids_min': 'ids muss 1 oder größer sein',
  'params.ids_whole': 'ids muss eine ganze Zahl sein',
  'params.ink_id_max_id': 'inkId muss 2147483647 oder kleiner sein',
  'params.ink_id_min': 'inkId muss 1 oder größer sein',
  'params.ink_id_whole': 'inkId muss eine ganze Zahl sein',
  'params.ink_ids_max_id': 'inkIds muss 2147483647 oder kleiner sein',
  'params.ink_ids_min': 'inkIds muss 1 oder größer sein',
  'params.ink_ids_whole': 'inkIds muss eine ganze Zahl sein',
  'params.inking_id_max_id': 'inkingId muss 2147483647 oder kleiner sein',
  'params.inking_id_min': 'inkingId muss 1 oder größer sein',
  'params.inking_id_whole': 'inkingId muss eine ganze Zahl sein',
  'params.limit_max_100': 'limit muss 100 oder kleiner sein',
  'params.limit_max_50': 'limit muss 50 oder kleiner sein',
  'params.limit_min': 'limit muss 1 oder größer sein',
  'params.limit_whole': 'limit muss eine ganze Zahl sein',
  'params.page_max': 'page muss 100000 oder kleiner sein',
  'params.page_max_id': 'page muss 2147483647 oder kleiner sein',
  'params.page_min': 'page muss 1 oder größer sein',
  'params.page_whole': 'page muss eine ganze Zahl sein',
  'params.pen_id_max_id': 'penId muss 2147483647 oder kleiner sein',
  'params.pen_id_min': 'penId muss 1 oder größer sein',
  'params.pen_id_whole': 'penId muss eine ganze Zahl sein',
  'params.request_id_max_id': 'requestId muss 2147483647 oder kleiner sein',
  'params.request_id_min': 'requestId muss 1 oder größer sein',
  'params.request_id_whole': 'requestId muss eine ganze Zahl sein',
  'params.target_id_max_id': 'targetId muss 2147483647 oder kleiner sein',
  'params.target_id_min': 'targetId muss 1 oder größer sein',
  'params.target_id_whole': 'targetId muss eine ganze Zahl sein',
  'params.target_user_id_max_id': 'targetUserId muss 2147483647 oder kleiner sein',
  'params.target_user_id_min': 'targetUserId muss 1 oder größer sein',
  'params.target_user_id_whole': 'targetUserId muss eine ganze Zahl sein',
  'params.use_id_max_id': 'useId muss 2147483647 oder kleiner sein',
  'params.use_id_min': 'useId muss 1 oder größer sein',
  'params.use_id_whole': 'useId muss eine ganze Zahl sein',
  'params.user_id_max_id': 'userId muss 2147483647 oder kleiner sein',
  'params.user_id_min': 'userId muss 1 oder größer sein',
  'params.user_id_whole': 'userId muss eine ganze Zahl sein',

  'pens.add_as_choice': 'Füge sie als Flasche oder als Probe hinzu.',
  'pens.after_cleaned': 'Dieser Tag liegt nach der Reinigung des Füllers.',
  'pens.already_cleaned': 'Diese Paarung ist bereits als gereinigt eingetragen.',
  'pens.already_inked':
    'Dieser Füller ist schon befüllt. Reinige ihn zuerst und befülle ihn dann neu.',
  'pens.already_marked': 'Dieser Tag ist für diesen Füller und diese Tinte schon eingetragen.',
  'pens.archive_inked': 'Dieser Füller ist befüllt. Reinige ihn zuerst und archiviere ihn dann.',
  'pens.archived': 'Dieser Füller ist archiviert. Hol ihn zuerst aus dem Archiv.',
  'pens.archived_boolean': 'archived ist true oder false.',
  'pens.before_inked': 'Dieser Tag liegt vor der Befüllung des Füllers.',
  'pens.brand_required': 'Gib die Marke des Füllers an (oder den Namen des Herstellers).',
  'pens.brand_too_long': 'Die Marke hat höchstens 80 Zeichen.',
  'pens.brand_visible_characters': 'Verwende in der Marke nur sichtbare Zeichen.',
  'pens.calendar_range':
    'Frag höchstens 366 Tage auf einmal ab, von einem Tag bis zu einem späteren.',
  'pens.clean_soon_days': 'Wähle 1 bis 365 Tage.',
  'pens.clean_soon_mail_boolean': 'cleanSoonMail ist true oder false.',
  'pens.cleaned':
    'Diese Paarung ist als gereinigt eingetragen: Sie kann nicht mehr nachgefüllt werden.',
  'pens.cleaned_before_inked': 'Der Reinigungstag darf nicht vor dem Befüllungstag liegen.',
  'pens.cleaned_before_refill': 'Der Reinigungstag darf nicht vor dem letzten Nachfüllen liegen.',
  'pens.cleaned_before_use':
    'Du hast diesen Füller am {day} als benutzt eingetragen: Wähle diesen Tag oder einen späteren.',
  'pens.colour_control_characters': 'Entferne die Steuerzeichen aus der Farbe.',
  'pens.colour_too_long': 'Die Farbe hat höchstens 60 Zeichen.',
  'pens.days_outside':
    '{count} Tage deines Tagebuchs für diese Paarung liegen außerhalb dieser Daten. Ändere oder entferne diese Tage zuerst.',
  'pens.filling_system_control_characters': 'Entferne die Steuerzeichen aus dem Füllsystem.',
  'pens.filling_system_too_long': 'Das Füllsystem hat höchstens 40 Zeichen.',
  'pens.grind_control_characters': 'Entferne die Steuerzeichen aus dem Schliff.',
  'pens.grind_too_long': 'Der Schliff hat höchstens 40 Zeichen.',
  'pens.ink_not_in_catalogue': 'Diese Tinte ist nicht mehr im Katalog.',
  'pens.inking_not_found': 'Diese Paarung wurde nicht gefunden.',
  'pens.is_public_boolean': 'isPublic ist true oder false.',
  'pens.kind_choice': 'Wähle eine Art: Füller, Tauchfeder oder Pinsel.',
  'pens.kind_inked':
    'Dieser Füller ist befüllt. Reinige ihn zuerst und mach ihn dann zur Tauchfeder.',
  'pens.material_control_characters': 'Entferne die Steuerzeichen aus dem Material.',
  'pens.material_too_long': 'Das Material hat höchstens 60 Zeichen.',
  'pens.member_not_found': 'Kein Mitglied hat diesen Benutzernamen.',
  'pens.model_control_characters': 'Entferne die Steuerzeichen aus dem Modell.',
  'pens.model_too_long': 'Das Modell hat höchstens 120 Zeichen.',
  'pens.nib_size_control_characters': 'Entferne die Steuerzeichen aus der Federbreite.',
  'pens.nib_size_too_long': 'Die Federbreite hat höchstens 40 Zeichen.',
  'pens.no_pairing_for_day':
    'Keine Paarung dieses Füllers mit dieser Tinte umfasst diesen Tag: Importiere zuerst die Datei mit den derzeit befüllten Füllern.',
  'pens.not_direct':
    'Befülle diesen Füller zuerst und trag dann die Tage ein, an denen du ihn benutzt hast.',
  'pens.not_found': 'Dieser Füller wurde nicht gefunden.',
  'pens.not_inkable':
    'Eine Tauchfeder hält keine Tinte: Trag ihre Benutzung stattdessen bei der Tinte ein.',
  'pens.note_control_characters': 'Entferne die Steuerzeichen aus der Notiz.',
  'pens.notes_control_characters': 'Entferne die Steuerzeichen aus den Notizen.',
  'pens.notes_too_long': 'Die Notizen haben höchstens 2000 Zeichen.',
  'pens.one_day_outside':
    'Ein Tag deines Tagebuchs für diese Paarung liegt außerhalb dieser Daten. Ändere oder entferne diesen Tag zuerst.',
  'pens.overlaps':
    'Dieser Füller war an diesen Tagen mit einer anderen Tinte befüllt. Ein Füller hält immer nur eine Tinte.',
  'pens.shared_boolean': 'shared ist true oder false.',
  'pens.too_many':
    'Du kannst höchstens 500 Füller führen. Archivieren ist nicht Löschen: Entferne zuerst einen Füller, den du nicht mehr brauchst, aus deiner Liste.',
  'pens.too_many_inkings': 'Du kannst höchstens 20000 Paarungen führen.',
  'pens.too_many_uses': 'Du kannst höchstens 200000 Tage in deinem Tagebuch führen.',
  'pens.use_not_found': 'Dieser Tag wurde in deinem Tagebuch nicht gefunden.',
  'pens.year_format': 'Das Jahr hat vier Ziffern, z. B. 2026.',
  'pens.year_range': 'Wähle ein Jahr ab 1900.',

  'profile_images.already_pending':
    'Du hast für diese Tinte schon ein Profilbild eingereicht, das auf Prüfung wartet. Bitte warte, bis die Moderatoren es sich angesehen haben.',
  'profile_images.already_reviewed': 'Diese Einreichung wurde bereits geprüft.',
  'profile_images.own_image_review': 'Dein eigenes Bild prüft ein anderer Moderator.',
  'profile_images.reviewers_only': 'Nur Moderatoren und Admins prüfen Profilbilder.',
  'profile_images.submission_not_found': 'Eingereichtes Profilbild nicht gefunden.',

  'property_votes.dry_time_choice': 'dryTime ist fast, average oder slow',
  'property_votes.flow_choice': 'flow ist dry, balanced oder wet',
  'property_votes.own_or_tried_first':
    'Stimme über die Eigenschaften von Tinten ab, die du besitzt oder probiert hast: Markiere die Tinte zuerst in deinem Tintenvorrat als im Besitz oder probiert.',
  'property_votes.vote_on_one': 'Stimme über mindestens eine Eigenschaft ab.',

  'reports.action_choice': 'action muss dismiss oder remove_content sein',
  'reports.already_open': 'Diese Meldung ist bereits offen.',
  'reports.already_reported': 'Du hast das bereits gemeldet. Die Moderatoren sehen es sich an.',
  'reports.already_resolved': 'Diese Meldung ist bereits erledigt.',
  'reports.community_image_not_found':
    'Community-Bild nicht gefunden. Es wurde möglicherweise gelöscht.',
  'reports.description_too_long': 'Die Beschreibung hat höchstens 1000 Zeichen.',
  'reports.message_report_not_found': 'Keine Meldung einer Nachricht hat diese ID.',
  'reports.own_content': 'Du kannst deine eigenen Inhalte nicht melden.',
  'reports.reason_choice': 'Bitte wähle einen Grund für die Meldung.',
  'reports.reopen_content_removed':
    'Nur eine verworfene Meldung kann wieder geöffnet werden: Bei dieser wurde der Inhalt entfernt.',
  'reports.reopen_newer_report':
    'Diese Meldung kann nicht wieder geöffnet werden: Dieselbe Person hat eine neuere offene Meldung zum selben Inhalt.',
  'reports.report_not_found': 'Keine Meldung hat diese ID.',
  'reports.status_choice': 'status muss open oder resolved sein',
  'reports.type_choice':
    'reportType muss ink_profile, community_image, comment oder sample_message sein.',

  'request.address_not_valid': 'Diese Adresse ist ungültig: Prüfe den Link und versuch es erneut.',
  'request.address_too_long': 'Diese Adresse ist zu lang: Prüfe den Link und versuch es erneut.',
  'request.body_empty': 'Der Inhalt darf nicht leer sein, wenn content-type application/json ist.',
  'request.body_not_json':
    'Der Inhalt ist kein gültiges JSON, obwohl content-type application/json ist.',
  'request.control_characters': 'Entferne die Steuerzeichen aus diesem Text.',
  'request.foreign_host':
    'Dieser Server antwortet nur unter seiner eigenen Adresse: Sende nur den Pfad oder die vollständige Adresse dieser Website.',
  'request.internal_error':
    'Bei uns ist etwas schiefgegangen. Bitte versuch es erneut; wenn es weiterhin passiert, kontaktiere uns und nenne die Anfrage-ID.',
  'request.invalid_field': 'Ungültiger Wert für {field}: {problem}',
  'request.invalid_field_control_characters':
    'Ungültiger Wert für {field}: Entferne die Steuerzeichen aus diesem Text.',
  'request.invalid_field_is_invalid': 'Ungültiger Wert für {field}.',
  'request.invalid_unknown_parameter':
    'Ungültiger Parameter {param}: {param} ist kein bekannter Parameter',
  'request.is_invalid': 'ist ungültig',
  'request.json_only': 'Sende den Inhalt der Anfrage als JSON (content-type: application/json).',
  'request.not_valid': 'Die Anfrage ist ungültig.',
  'request.reference_file_not_found': 'Diese Datei gibt es in der API-Referenz nicht.',
  'request.too_large':
    'Diese Anfrage ist zu groß. Wähle ein kleineres Bild oder sende weniger Text.',
  'request.unknown_address': 'Hier ist nichts: {method} {path} ist keine bekannte Adresse.',
  'request.unknown_parameter': '{param} ist kein bekannter Parameter',

  'search.alias_is_brand': 'Das ist die Marke selbst.',
  'search.alias_is_brand_already': 'So schreibt der Katalog die Marke bereits.',
  'search.alias_needs_letter_or_digit':
    'Der andere Name braucht einen Buchstaben oder eine Ziffer.',
  'search.alias_use_letter_or_digit': 'Verwende einen Buchstaben oder eine Ziffer.',
  'search.aliases_too_many': 'Höchstens 20 weitere Namen.',
  'search.another_name_empty': 'Ein weiterer Name darf nicht leer sein.',
  'search.another_name_not_text': 'Ein weiterer Name muss Text sein.',
  'search.another_name_too_long': 'Ein weiterer Name hat höchstens 100 Zeichen.',
  'search.another_name_visible_characters': 'Weiterer Name: Verwende nur sichtbare Zeichen.',
  'search.brand_alias_not_found':
    'Kein Markenalias hat diese ID. Er wurde möglicherweise schon entfernt.',
  'search.brand_alias_removed_meanwhile': 'Dieser Markenalias wurde inzwischen entfernt.',
  'search.brand_alias_taken':
    '„{alias}“ bezeichnet bereits {brand}. Entferne den Alias zuerst dort.',
  'search.brand_unknown': 'Keine Tinte im Katalog hat diese Marke. Prüfe die Schreibweise.',
  'search.brand_unknown_field': 'Keine Tinte im Katalog hat diese Marke.',
  'search.ink_aliases_full':
    'Diese Tinte hat 20 weitere Namen, mehr sind nicht möglich. Entferne zuerst einen unter „Tinte bearbeiten“.',
  'search.other_name_empty': 'Der andere Name darf nicht leer sein.',
  'search.other_name_not_text': 'Der andere Name muss Text sein.',
  'search.other_name_too_long': 'Der andere Name hat höchstens 100 Zeichen.',
  'search.other_name_visible_characters': 'Der andere Name: Verwende nur sichtbare Zeichen.',
  'search.suggestion_accepted': 'Dieser Vorschlag wurde bereits angenommen.',
  'search.suggestion_accepted_by': 'Dieser Vorschlag wurde bereits von {reviewer} angenommen.',
  'search.suggestion_decided': 'Über diesen Vorschlag wurde bereits entschieden.',
  'search.suggestion_ink_deleted': 'Die Tinte wurde gelöscht. Lehne den Vorschlag stattdessen ab.',
  'search.suggestion_not_found':
    'Kein Vorschlag hat diese ID. Er wurde möglicherweise mit seiner Tinte entfernt.',
  'search.suggestion_rejected': 'Dieser Vorschlag wurde bereits abgelehnt.',
  'search.suggestion_rejected_by': 'Dieser Vorschlag wurde bereits von {reviewer} abgelehnt.',
  'search.suggestion_status_choice': 'status ist pending, accepted oder rejected',

  'seo.ink_not_found': 'Keine Tinte hat diese ID.',
  'seo.sitemap_not_found': 'Es gibt keine Sitemap mit dieser Nummer.',
  'seo.story_not_found': 'Keine Geschichte hat diese ID.',

  'social.bad_unsubscribe_link':
    'Dieser Abmeldelink ist ungültig. Schalte die Zusammenfassung stattdessen in deinen Benachrichtigungseinstellungen aus.',
  'social.brand_not_found': 'Keine Tinte im Katalog hat die angegebene Marke.',
  'social.brand_required': 'brand ist erforderlich',
  'social.brand_too_long': 'brand ist zu lang',
  'social.digest_choice': 'digest muss off, daily oder weekly sein',
  'social.follow_self': 'Du kannst dir nicht selbst folgen.',
  'social.ids_too_many': 'höchstens 100 ids',
  'social.notification_kind_unknown': 'unbekannte Benachrichtigungsart',
  'social.token_required': 'token ist erforderlich',
  'social.token_too_long': 'token ist zu lang',
  'social.too_many_brands':
    'Du folgst {max} Marken, das ist das Maximum. Folge zuerst einer davon nicht mehr.',
  'social.too_many_follows':
    'Du folgst {max} Mitgliedern, das ist das Maximum. Folge zuerst einem davon nicht mehr.',
  'social.unsubscribed':
    'Du bekommst keine Zusammenfassungen mehr per Mail. In deinen Benachrichtigungseinstellungen kannst du sie wieder einschalten.',

  'submissions.brand_required': 'Die Marke ist erforderlich.',
  'submissions.brand_too_long': 'Die Marke hat höchstens 100 Zeichen.',
  'submissions.brand_visible_characters': 'Die Marke: Verwende nur sichtbare Zeichen.',
  'submissions.color_family_choice': 'Wähle eine Farbfamilie.',
  'submissions.color_hex_format': 'Gib die Farbe als #rrggbb an.',
  'submissions.description_control_characters': 'Die Beschreibung: Entferne die Steuerzeichen.',
  'submissions.description_not_text': 'Die Beschreibung muss Text sein.',
  'submissions.description_too_long': 'Die Beschreibung hat höchstens 5000 Zeichen.',
  'submissions.featured_boolean': 'featured muss true oder false sein.',
  'submissions.image_address':
    'Bilder sind unsere eigenen Uploads (/media/...) oder https://-Adressen.',
  'submissions.images_too_many': 'Höchstens 20 Bilder.',
  'submissions.line_too_long': 'Die Serie hat höchstens 200 Zeichen.',
  'submissions.line_visible_characters': 'Die Serie: Verwende nur sichtbare Zeichen.',
  'submissions.maybe_duplicate':
    'Diese Tinte ist vielleicht schon im Katalog ({inks}). Prüfe das und sende erneut mit confirmDuplicate, wenn deine eine andere Tinte ist.',
  'submissions.name_required': 'Der Name ist erforderlich.',
  'submissions.name_too_long': 'Der Name hat höchstens 120 Zeichen.',
  'submissions.name_visible_characters': 'Der Name: Verwende nur sichtbare Zeichen.',
  'submissions.not_found': 'Einreichung nicht gefunden.',
  'submissions.review_staff_only': 'Nur Moderatoren und Admins prüfen Einreichungen.',

  'text.visible_characters':
    'Verwende nur sichtbare Zeichen: keine Zeilenumbrüche, keine unsichtbaren oder richtungsändernden Zeichen.',

  'tokens.expiry_choice': 'Wähle, wann das Token abläuft: nach 7, 30, 90 oder 365 Tagen oder nie.',
  'tokens.name_required': 'Gib dem Token einen Namen, z. B. den des Tools, das es nutzen wird.',
  'tokens.name_too_long': 'Ein Tokenname hat höchstens 60 Zeichen.',
  'tokens.not_found': 'Zugriffstoken nicht gefunden. Es wurde möglicherweise schon widerrufen.',
  'tokens.scope_choice': 'Wähle, was das Token darf: lesen oder lesen und schreiben.',
  'tokens.tokens_full':
    'Du hast schon 20 Zugriffstokens, das Maximum pro Mitglied. Widerrufe eins, das du nicht mehr nutzt, und erstelle dann das neue.',

  'totp.already_on': 'Die Zwei-Faktor-Anmeldung ist schon an.',
  'totp.already_on_setup':
    'Die Zwei-Faktor-Anmeldung ist schon an. Schalte sie zuerst aus, um sie neu einzurichten.',
  'totp.changed_meanwhile':
    'Die Zwei-Faktor-Anmeldung wurde inzwischen geändert. Lade die Seite neu und fang von vorn an.',
  'totp.code_used': 'Dieser Code wurde schon verwendet. Warte auf den nächsten Code in deiner App.',
  'totp.code_used_tries_left_one':
    'Dieser Code wurde schon verwendet. Warte auf den nächsten Code in deiner App. Noch 1 Versuch.',
  'totp.code_used_tries_left_other':
    'Dieser Code wurde schon verwendet. Warte auf den nächsten Code in deiner App. Noch {left} Versuche.',
  'totp.last_try':
    'Dieser Code stimmt nicht, und das war der letzte Versuch. Bitte melde dich erneut an.',
  'totp.not_on': 'Die Zwei-Faktor-Anmeldung ist nicht an.',
  'totp.setup_not_started':
    'Starte zuerst die Einrichtung: Es gibt kein Zwei-Faktor-Geheimnis, das auf einen Code wartet.',
  'totp.sign_in_expired': 'Deine Anmeldung ist abgelaufen. Bitte melde dich erneut an.',
  'totp.wrong_code':
    'Dieser Code stimmt nicht. Gib den aktuellen Code aus deiner Authenticator-App oder einen deiner Wiederherstellungscodes ein.',
  'totp.wrong_code_tries_left_one':
    'Dieser Code stimmt nicht. Gib den aktuellen Code aus deiner Authenticator-App oder einen deiner Wiederherstellungscodes ein. Noch 1 Versuch.',
  'totp.wrong_code_tries_left_other':
    'Dieser Code stimmt nicht. Gib den aktuellen Code aus deiner Authenticator-App oder einen deiner Wiederherstellungscodes ein. Noch {left} Versuche.',
  'totp.wrong_setup_code':
    'Dieser Code stimmt nicht. Gib den aktuellen 6-stelligen Code aus deiner Authenticator-App ein und prüfe, ob die Uhrzeit auf deinem Handy stimmt.',

  'transfer.acquired_date_format': 'acquiredDate hat das Format YYYY-MM-DD',
  'transfer.choose_ink': 'Wähle mindestens eine Tinte zum Importieren.',
  'transfer.choose_row': 'Wähle mindestens eine Zeile.',
  'transfer.csv_not_text': 'Sende die CSV-Datei als Text.',
  'transfer.file_empty': 'Die Datei ist leer.',
  'transfer.file_not_text':
    'Diese Datei ist kein Text. Das sieht nicht nach einem Export aus Fountain Pen Companion aus: Er braucht eine Kopfzeile mit den Spalten Brand und Name. Exportiere deine Sammlung als CSV aus Fountain Pen Companion und wähle diese Datei.',
  'transfer.file_too_large':
    'Die Datei ist größer als 3 MB. Teile sie in kleinere Dateien auf und importiere jede einzeln.',
  'transfer.file_unreadable':
    'Die Datei konnte nach Zeile {row} nicht gelesen werden: {error}. Exportiere sie erneut aus Fountain Pen Companion.',
  'transfer.import_running':
    'Dein vorheriger Import wird noch gelesen oder geschrieben. Warte, bis er fertig ist, und versuch es dann erneut.',
  'transfer.import_too_large':
    'Dieser Import ist größer als 4 MB. Importiere die Datei in kleineren Teilen.',
  'transfer.ink_once_per_kind':
    'Jede Tinte kann pro Art nur einmal importiert werden (Flasche, Probe, Patrone, Farbaufstrich).',
  'transfer.inks_gone':
    'Einige gewählte Tinten sind nicht (mehr) im Katalog: {ids}. Erstelle die Vorschau der Datei erneut.',
  'transfer.inks_too_many':
    'Höchstens 5.000 Tinten pro Import. Importiere die Datei in kleineren Teilen.',
  'transfer.kind_choice': 'kind ist bottle, sample, cartridge oder swab',
  'transfer.last_used_format': 'lastUsed hat das Format YYYY-MM-DD',
  'transfer.no_days': 'Die Datei enthält keine Tage (keine Zeile mit Pen und Ink).',
  'transfer.no_inks': 'Die Datei enthält keine Tinten (keine Zeile mit Brand und Name).',
  'transfer.no_pairings': 'Die Datei enthält keine Paarungen (keine Zeile mit Pen und Ink).',
  'transfer.no_pen_of_that_name':
    'Keiner deiner Füller hat diesen Namen: Importiere zuerst die Datei mit den Füllern oder die mit den derzeit befüllten Füllern.',
  'transfer.no_pens': 'Die Datei enthält keine Füller (keine Zeile mit Brand).',
  'transfer.not_fpc_export':
    'Das sieht nicht nach einem Export aus Fountain Pen Companion aus: Er braucht eine Kopfzeile mit den Spalten Brand und Name. Exportiere deine Sammlung als CSV aus Fountain Pen Companion und wähle diese Datei.',
  'transfer.not_pens_export':
    'Das sieht nicht nach einem Export von Füllern, derzeit befüllten Füllern oder Nutzung aus Fountain Pen Companion aus: Er braucht eine Kopfzeile mit Brand und Model (Füller), Pen, Ink und Date Inked (derzeit befüllt) oder Pen, Ink und Used On (Nutzung). Exportiere die Datei erneut aus Fountain Pen Companion und wähle sie aus.',
  'transfer.offer_rows_too_many': 'Höchstens 50 Zeilen auf einmal.',
  'transfer.pen_brand_required': 'Jeder Füller braucht eine Marke.',
  'transfer.pen_choose_row': 'Wähle mindestens eine Zeile zum Importieren.',
  'transfer.pen_rows_too_many':
    'Höchstens 5.000 Zeilen pro Import. Importiere die Datei in kleineren Teilen.',
  'transfer.pens_file_not_text':
    'Diese Datei ist kein Text. Das sieht nicht nach einem Export von Füllern, derzeit befüllten Füllern oder Nutzung aus Fountain Pen Companion aus: Er braucht eine Kopfzeile mit Brand und Model (Füller), Pen, Ink und Date Inked (derzeit befüllt) oder Pen, Ink und Used On (Nutzung). Exportiere die Datei erneut aus Fountain Pen Companion und wähle sie aus.',
  'transfer.rating_range': 'rating ist eine ganze Zahl von 1 bis 5',
  'transfer.row_cleaned_before_inked': 'Der Reinigungstag liegt vor dem Befüllungstag.',
  'transfer.row_no_date_inked': 'Die Zeile hat keinen Wert in Date Inked.',
  'transfer.row_no_day': 'Die Zeile hat keinen Tag (Used On).',
  'transfer.row_not_found':
    'Diese Zeile ist nicht unter deinen importierten Zeilen. Lade die Seite neu, um sie zu sehen.',
  'transfer.row_not_open':
    'Diese Zeile wurde bereits als Entdeckung angeboten, zugeordnet oder verworfen. Lade die Seite neu, um zu sehen, wo sie ist.',
  'transfer.row_offered_twice': 'Jede Zeile kann nur einmal angeboten werden.',
  'transfer.rows_too_many': 'Höchstens 5.000 Zeilen auf einmal.',
  'transfer.send_row': 'Sende mindestens eine Zeile.',
  'transfer.tags_too_many': 'Höchstens 20 Tags pro Tinte.',
  'transfer.too_many_rows':
    'Die Datei hat mehr als 5.000 Zeilen. Teile sie in kleinere Dateien auf und importiere jede einzeln.',
  'transfer.too_many_rows_waiting':
    'Du hast {waiting} Zeilen, die auf eine Tinte warten; höchstens 5.000 können gleichzeitig warten. Biete zuerst einige davon an, ordne sie zu oder verwirf sie.',

  'trust.account_not_restricted': 'Dein Konto ist weder beschränkt noch gesperrt.',
  'trust.appeal_required': 'Schreib deinen Einspruch.',
  'trust.appeal_too_long': 'Dein Einspruch darf höchstens 2000 Zeichen haben.',
  'trust.appealed_already':
    'Du hast bereits Einspruch eingelegt: Die Moderatoren lesen jeden Einspruch einmal.',
  'trust.control_characters': 'Entferne die Steuerzeichen.',
  'trust.member_not_found': 'Mitglied nicht gefunden.',
  'trust.member_not_restricted': 'Dieses Mitglied ist weder beschränkt noch gesperrt.',
  'trust.no_appeal_waiting': 'Von diesem Mitglied ist kein Einspruch offen.',
  'trust.reason_required': 'Schreib die Begründung, die das Mitglied lesen wird.',
  'trust.reason_too_long': 'Die Begründung für das Mitglied darf höchstens 500 Zeichen haben.',
  'trust.restrict_self': 'Du kannst dein eigenes Konto nicht beschränken oder sperren.',
  'trust.restrict_staff':
    'Team-Konten werden nicht beschränkt oder gesperrt: Ein Admin ändert zuerst die Rolle.',

  'users.id_not_found': 'Kein Mitglied hat diese ID.',
  'users.last_admin': 'Das ist der letzte Admin. Mach zuerst jemand anderen zum Admin.',
  'users.last_admin_self': 'Du bist der letzte Admin. Mach zuerst jemand anderen zum Admin.',

  'verify.comment': 'Bitte bestätige deine E-Mail-Adresse, um Tintenprofile zu kommentieren.',
  'verify.count_votes': 'Bitte bestätige deine E-Mail-Adresse, damit deine Stimmen zählen.',
  'verify.create_access_tokens':
    'Bitte bestätige deine E-Mail-Adresse, um Zugriffstokens zu erstellen.',
  'verify.email_first': 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  'verify.follow': 'Bitte bestätige deine E-Mail-Adresse, um Mitgliedern und Marken zu folgen.',
  'verify.import_lists': 'Bitte bestätige deine E-Mail-Adresse, um deine Tinten zu importieren.',
  'verify.keep_inventory':
    'Bitte bestätige deine E-Mail-Adresse, um deinen Tintenvorrat zu führen.',
  'verify.keep_pens':
    'Bitte bestätige deine E-Mail-Adresse, um deine Füller und dein Tagebuch zu führen.',
  'verify.keep_private_collections':
    'Bitte bestätige deine E-Mail-Adresse, um Sammlungen zu führen.',
  'verify.offer_samples': 'Bitte bestätige deine E-Mail-Adresse, um Proben anzubieten.',
  'verify.propose_profile_images':
    'Bitte bestätige deine E-Mail-Adresse, um ein Hauptbild vorzuschlagen.',
  'verify.publish_collections':
    'Bitte bestätige deine E-Mail-Adresse, um eine Sammlung öffentlich zu machen.',
  'verify.publish_pens':
    'Bitte bestätige deine E-Mail-Adresse, um einen Füller öffentlich zu machen.',
  'verify.report': 'Bitte bestätige deine E-Mail-Adresse, um Inhalte zu melden.',
  'verify.request_samples':
    'Bitte bestätige deine E-Mail-Adresse, um Proben anzufragen und Nachrichten zu schreiben.',
  'verify.share_discoveries': 'Bitte bestätige deine E-Mail-Adresse, um eine Entdeckung zu teilen.',
  'verify.share_images': 'Bitte bestätige deine E-Mail-Adresse, um Bilder zu teilen.',
  'verify.share_year': 'Bitte bestätige deine E-Mail-Adresse, um dein Tintenjahr zu teilen.',
  'verify.suggest_corrections':
    'Bitte bestätige deine E-Mail-Adresse, um eine Korrektur vorzuschlagen.',
  'verify.vote_on_images': 'Bitte bestätige deine E-Mail-Adresse, um über Bilder abzustimmen.',
  'verify.vote_on_properties':
    'Bitte bestätige deine E-Mail-Adresse, um über die Eigenschaften einer Tinte abzustimmen.',

  'year_in_ink.account_not_found': 'Dein Konto wurde nicht gefunden.',
  'year_in_ink.year_not_begun':
    'Dieses Jahr hat noch nicht begonnen. Wähle dieses Jahr oder ein früheres.',
  'year_in_ink.year_not_shared': 'Unter dieser Adresse hat niemand ein Tintenjahr geteilt.',

  'zod.array_too_long': 'Höchstens {max} Einträge',
  'zod.array_too_short': 'Mindestens {min} Einträge',
  'zod.invalid_input': 'Ungültige Eingabe',
  'zod.invalid_option': 'Ungültige Auswahl: erwartet wird eines von {options}',
  'zod.invalid_type': 'Ungültige Eingabe: {expected} erwartet, {received} erhalten',
  'zod.number_above': 'Größer als {min}',
  'zod.number_at_least': 'Mindestens {min}',
  'zod.number_at_most': 'Höchstens {max}',
  'zod.number_below': 'Kleiner als {max}',
  'zod.pattern': 'Ungültiges Format (Muster {pattern})',
  'zod.string_too_long': 'Höchstens {max} Zeichen',
  'zod.string_too_short': 'Mindestens {min} Zeichen',
  'zod.unrecognized_key': 'Unbekannter Schlüssel: {key}',
  'zod.unrecognized_keys': 'Unbekannte Schlüssel: {keys}',
};
