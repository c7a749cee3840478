extension ReaderRecordCard {
    /// The card of a reader's details, their loans' days in the library's calendar.
    public init(_ details: ReaderDetails, calendar: LibraryCalendar) {
        let loans = (details.openLoans + details.history).sorted { ($0.loan.issuedAt, $0.loan.id.rawValue) < ($1.loan.issuedAt, $1.loan.id.rawValue) }
        self.init(reader: details.record.reader, lines: loans.map { details in
            let loan = details.loan
            return Line(lentOn: calendar.day(of: loan.issuedAt), inventoryNumber: loan.inventoryNumber, description: details.titleDescription,
                        dueOn: loan.dueOn, returnedOn: loan.returnedAt.map(calendar.day(of:)), lost: loan.lostAt != nil,
                        inLibrary: loan.inLibrary)
        })
    }
}
