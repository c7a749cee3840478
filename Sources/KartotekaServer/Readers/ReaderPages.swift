import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/readers`: the readers list, the reader card, and the reader forms.
enum ReaderPages {
    static let endpoints: [any EndpointDeclaration] = [list, newForm, create, card, recordCard, editForm, edit, delete]

    static let list = Endpoint.page(.get, "/readers", .permission(.browseReaders),
                                    query: [QueryParameters.words, ReaderFilters.schoolClass, ReaderFilters.category,
                                            ReaderFilters.graduated] + QueryParameters.paging) { context in
        var query = try ReaderFilters.query(context, lenient: true)
        query.text = try context.query(QueryParameters.words) ?? ""
        query.page = try context.listPage(defaultLimit: 25)
        let results = try context.store.listReaders(query)
        return ReaderList.render(context.page, results: results, query: query, classes: try context.store.schoolClasses(),
                                 categories: try context.store.readerCategories(),
                                 recipient: try context.store.settings().exchange.mail.lastRecipient)
    }

    static let newForm: PageRoute<Void> = Endpoint.page(.get, "/readers/new", .permission(.editReaders)) { context in
        var draft = ReaderDraft()
        draft.ticketNumber = try context.store.nextTicketNumber().rawValue  // offered, may be typed over
        return try ReaderForm.render(context, draft: draft, problems: [], action: ReaderPages.newForm.path)
    }

    static let create = Endpoint.form("/readers/new", .permission(.editReaders),
                                      fields: FormFields.reader.form + [ReaderForm.graduated]) { context in
        var draft = ReaderDraft()
        try context.fill(&draft, FormFields.reader)
        draft.graduated = try context.form(ReaderForm.graduated)
        return try context.saving {
            let details = try context.run(RegisterReader(draft))
            return .redirect(to: "\(ReaderPages.card.path(details.record.reader.ticketNumber))?notice=reader-saved")
        } again: { problems in
            try ReaderForm.render(context, draft: draft, problems: problems, action: ReaderPages.newForm.path, status: 422)
        }
    }

    static let card: PageRoute<TicketNumber> = Endpoint.page(.get, "/readers/\(PathParameters.ticket)", .permission(.lookUp)) { context in
        try ReaderCardPage.render(context, details: try context.readerCard(context.path(PathParameters.ticket)))
    }

    /// The reader's record card (формуляр) to print on A4.
    static let recordCard: PageRoute<TicketNumber> = Endpoint.page(.get, "/readers/\(PathParameters.ticket)/formular",
                                                                   .permission(.browseReaders)) { context in
        let ticket = try context.path(PathParameters.ticket)
        let card = try context.run(OpenReaderFormular(ticket))
        return PrintLayout.page(context.page.texts.recordCard, context.page, back: ReaderPages.card.path(ticket), csv: nil,
                                body: ReaderRecordCardDocument.render(context.page, card))
    }

    static let editForm: PageRoute<TicketNumber> = Endpoint.page(.get, "/readers/\(PathParameters.ticket)/edit", .permission(.editReaders)) { context in
        let ticket = try context.path(PathParameters.ticket)
        let details = try context.store.reader(ticket)
        return try ReaderForm.render(context, draft: ReaderDraft(details.record.reader), problems: [], action: editPath(ticket),
                                 sharingPhone: details.sharingPhone)
    }

    static let edit: PageRoute<TicketNumber> = Endpoint.form("/readers/\(PathParameters.ticket)/edit", .permission(.editReaders),
                                                             fields: FormFields.reader.form + [ReaderForm.graduated]) { context in
        let ticket = try context.path(PathParameters.ticket)
        var draft = ReaderDraft(try context.store.reader(ticket).record.reader)
        try context.fill(&draft, FormFields.reader)
        draft.graduated = try context.form(ReaderForm.graduated)
        return try context.saving {
            let details = try context.run(ChangeReader(ticket, to: draft))
            return .redirect(to: "\(ReaderPages.card.path(details.record.reader.ticketNumber))?notice=reader-saved")
        } again: { problems in
            try ReaderForm.render(context, draft: draft, problems: problems, action: editPath(ticket), status: 422)
        }
    }

    static let delete: PageRoute<TicketNumber> = Endpoint.form("/readers/\(PathParameters.ticket)/delete", .permission(.editReaders)) { context in
        try context.run(DeleteReader(context.path(PathParameters.ticket)))
        return .redirect(to: "\(ReaderPages.list.path)?notice=reader-deleted")
    }

    private static func editPath(_ ticket: TicketNumber) -> String {
        ReaderPages.editForm.path(ticket)
    }
}
