import KartotekaCore
import KartotekaWire

/// An act of destruction of personal data and the export of the event log for its run, as A4
/// pages (Roskomnadzor order № 179).
enum DestructionDocuments {
    static func act(_ context: PageContext, _ act: DestructionAct, calendar: LibraryCalendar) -> HTML {
        let texts = context.texts
        let rows = PersonalDataDocuments.actRows(act, calendar: calendar, in: context.language).map { row -> HTML in
            "<tr><th>\(row.0)</th><td>\(row.1)</td></tr>"
        }
        let people = act.policy.commission.map { line -> (role: String, name: String) in
            let member = CommissionMember(text: line)
            return (member?.role ?? "", member?.name ?? line)
        }
        return """
            <h1>\(texts.destructionAct)</h1>
            <p class="subtitle">№ \(String(act.id)) \(texts.ofDay(act.actOn.russianText))</p>
            <p id="destruction-act-body">\(texts.destructionActBody(readers: act.readers, loans: act.loans))</p>
            <table id="destruction-act">\(rows)</table>
            <p>\(texts.eventLogExport): \(texts.ofDay(act.actOn.russianText)), № \(String(act.id)).</p>
            \(people.isEmpty ? "<p>\(texts.commissionHeading): ______________________</p>" as HTML : PrintLayout.signatures(context, people))
            """
    }

    static func events(_ context: PageContext, _ act: DestructionAct, _ events: [DestructionEvent], calendar: LibraryCalendar) -> HTML {
        """
        <h1>\(context.texts.eventLogExport)</h1>
        <p class="subtitle">\(context.texts.destructionAct) № \(String(act.id)) \(context.texts.ofDay(act.actOn.russianText))</p>
        \(ListDocuments.table(id: "destruction-events", PersonalDataDocuments.eventRows(events, calendar: calendar, in: context.language)))
        """
    }
}
