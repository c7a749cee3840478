extension EnglishTexts: FieldTexts {
    public func wording(_ field: TitleField) -> FieldWording {
        switch field {
        case .isbn: FieldWording("ISBN", hint: "a barcode scanner can type it", help: "ISBN (10 or 13 digits, hyphens allowed)")
        case .authorSurname: FieldWording("Author’s surname", help: "author's surname")
        case .authorInitials: FieldWording("Author’s initials", hint: "e.g. M. Y.", help: "author's initials: M. Y.")
        case .authorGivenNames: FieldWording("Author’s full given names", help: "author's full given names")
        case .otherAuthors: FieldWording("Other authors", hint: "separated by semicolons", help: "other authors separated by ;")
        case .collectiveAuthor:
            FieldWording("Collective author", hint: "an organisation, as the title page names it", help: "a collective author (an organisation)")
        case .title: FieldWording("Title", help: "title")
        case .subtitle: FieldWording("Subtitle", help: "subtitle")
        case .volume: FieldWording("Volume (part)", hint: "for a volume of a multi-volume work: Т. 5", help: "the volume's designation: Т. 5")
        case .volumeTitle: FieldWording("Volume title", help: "the title of a volume of a multi-volume work")
        case .responsibility:
            FieldWording("Other statements of responsibility", hint: "translators, editors, illustrators",
                         help: "translators, editors, illustrators: перевод с английского Норы Галь")
        case .edition: FieldWording("Edition statement", hint: "e.g. 2-е изд., перераб. и доп.", help: "the edition statement: 2-е изд.")
        case .publisher: FieldWording(publisher, help: "publisher")
        case .city: FieldWording("City of publication", caption: city, hint: "in full", help: "city of publication")
        case .year: FieldWording("Year", caption: year, help: "year of publication")
        case .pages: FieldWording("Pages", caption: pages, help: "number of pages")
        case .price: FieldWording(price, help: "price: 254 or 254.50")
        case .series: FieldWording("Series", help: "the series the book belongs to")
        case .seriesNumber: FieldWording("Number in the series", help: "the book's number in its series")
        case .ageMark: FieldWording("Age mark", help: "0+, 6+, 12+, 16+, 18+, «не маркируется» (published before 1 September 2012) or «не определено»")
        case .bbk: FieldWording(bbk, help: "BBK index")
        case .udc: FieldWording(udc, help: "UDC index")
        case .documentKind: FieldWording("Kind of item", help: "the kind of item for the loan rules (by default by the BBK index)")
        case .fpuNumber:
            FieldWording("Federal list number", hint: "for a textbook: its number in the Federal list of textbooks, such as 1.1.1.1.1.1",
                         help: "a textbook's number in the Federal list of textbooks (ФПУ): 1.1.1.1.1.1")
        case .usableUntil:
            FieldWording("Usable until", hint: "for a textbook: the last day the Federal list lets it be used",
                         help: "the last day a textbook may be used by the Federal list: YYYY-MM-DD")
        case .irbisShelfCode:
            FieldWording("IRBIS shelf code (903)", hint: "made from the settings' pattern on export when empty",
                         help: "the IRBIS shelf code (field 903); made from the settings' pattern when omitted")
        case .authorSign:
            FieldWording(authorSign, hint: "computed from the surname when empty", help: "author sign (computed from the Havkina table when omitted)")
        case .language: FieldWording("Language", caption: language, hint: "rus, eng…", help: "language of the text: rus, eng…")
        case .keywords: FieldWording(keywords, hint: "separated by commas (by semicolons when one has a comma)", help: "keywords separated by commas; by semicolons when one has a comma")
        case .annotation: FieldWording(annotation, help: "annotation")
        }
    }

    public func wording(_ field: CopyField) -> FieldWording {
        switch field {
        case .inventoryNumber: FieldWording("Inventory number", help: inventoryNumberNoun)
        case .storagePlace: FieldWording("Storage place (code)", help: "storage place code (default from settings)")
        case .copyPrice: FieldWording("Copy price", hint: "if different from the edition’s price", help: "price of this copy")
        case .receivedOn: FieldWording("Date received", help: "date received")
        case .barcode: FieldWording("Barcode", help: "copy barcode")
        case .status: FieldWording("Status", help: "the copy's status")
        case .receipt:
            FieldWording("Batch received (summary book)",
                         help: "the batch received: its summary book number (5 of this year, or 2027/5); the batch must be open")
        case .onBalance: FieldWording("Accounted", help: "on: on the balance (the default); off: off it (brochures, periodicals kept briefly)")
        case .documentType:
            FieldWording("Kind of document", help: "kind of document: book (the default), brochure, journal, newspaper, audiovisual, electronic")
        case .fundClass:
            FieldWording("Fund class (ОО-2)", hint: "empty: by the kind of item",
                         help: "the fund class for ОО-2: textbook, teachingAid, fiction, reference, other (empty: by the kind of item)")
        }
    }

    public func wording(_ field: ReaderField) -> FieldWording {
        switch field {
        case .ticketNumber: FieldWording("Reader ticket number", help: ticketNumberNoun)
        case .surname: FieldWording("Surname", help: "surname")
        case .firstName: FieldWording("First name", help: "first name")
        case .patronymic: FieldWording("Patronymic", help: "patronymic")
        case .birth: FieldWording("Birth date or year", hint: "1990 or 1990-05-17", help: "birth date or year")
        case .gender: FieldWording(gender, help: "gender: female or male")
        case .category: FieldWording(category,
                                    hint: "учащийся, учитель, сотрудник…; with a class and none given, the pupils' category of the settings", help: "reader category")
        case .schoolClass:
            FieldWording("Class", hint: "such as 5A or 11B; empty for no pupil", help: "the pupil's class: 5A, 11B (read as the Cyrillic letter)")
        case .postcode: FieldWording("Postcode", help: "postcode")
        case .city: FieldWording(city, help: "city")
        case .street: FieldWording("Street", help: "street")
        case .house: FieldWording("House", help: "house")
        case .flat: FieldWording("Flat", help: "flat")
        case .phone: FieldWording(phone, help: "phone (optional; another reader may have it too, which is then said)")
        case .email: FieldWording("E-mail", caption: email, help: "e-mail")
        case .parentPhone: FieldWording("Parent's phone", help: "a parent's phone")
        case .parentEmail: FieldWording("Parent's e-mail", help: "a parent's e-mail")
        case .workplace: FieldWording("Place of work or study", caption: workOrStudy, help: "place of work or study")
        case .registeredOn: FieldWording("Registered on", caption: registered, help: "registration date (default today)")
        }
    }
}
