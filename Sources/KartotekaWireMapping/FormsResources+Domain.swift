import KartotekaCore
import KartotekaWire

extension SchoolFundReturnResource {
    /// The resource of an ОО-2 §2.6 return.
    public init(_ report: SchoolFundReturn) {
        self.init(from: report.period.from.isoText, to: report.period.to.isoText, rows: report.rows.map {
            Row(line: $0.line.rawValue, name: $0.line.name, received: $0.received, withdrawn: $0.withdrawn, end: $0.end)
        })
    }
}

extension PublicLibraryReturnsResource {
    /// The resource of 6-НК: each branch's return and the consolidated one.
    public init(_ returns: PublicLibraryReturns) {
        self.init(from: returns.period.from.isoText, to: returns.period.to.isoText,
                  branches: returns.branches.map(PublicLibraryReturnResource.init),
                  consolidated: PublicLibraryReturnResource(returns.consolidated))
    }
}

extension PublicLibraryReturnResource {
    /// The resource of one library's return.
    public init(_ library: PublicLibraryReturn) {
        func line(_ indicator: String, _ name: String, _ value: (PublicLibraryFigures) -> Int, inLibrary: (PublicLibraryFigures) -> Int) -> Line {
            let total = library.total
            return Line(indicator: indicator, name: name, total: value(total), children: value(library[.children]),
                        youth: value(library[.youth]), others: value(library[.others]), inLibrary: inLibrary(total), remote: 0)
        }
        self.init(branch: library.branch, name: library.name, lines: [
            line("users", PublicLibraryReturn.usersLine, \.users, inLibrary: \.users),
            line("visits", PublicLibraryReturn.visitsLine, \.visits, inLibrary: \.visits),
            // «В стационарных условиях» is every service on the library's premises, the lending desk and
            // the reading room alike; Kartoteka serves neither outside them nor remotely.
            line("loans", PublicLibraryReturn.loansLine, \.loans, inLibrary: \.loans),
        ], withoutBirthDate: library.withoutBirthDate, fundReceived: library.fund.received.copies,
                  fundWithdrawn: library.fund.writtenOff.copies, fundEnd: library.fund.end.copies)
    }
}

extension DailyRegisterResource {
    /// The resource of a daily register.
    public init(_ register: DailyRegister) {
        func line(_ line: DailyRegister.Line, day: String) -> Line {
            Line(day: day, visits: line.allVisits, visitsChildren: line.visits[.children] ?? 0, visitsYouth: line.visits[.youth] ?? 0,
                 visitsOthers: line.visits[.others] ?? 0, loans: line.allLoans, loansChildren: line.loans[.children] ?? 0,
                 loansYouth: line.loans[.youth] ?? 0, loansOthers: line.loans[.others] ?? 0, inLibraryLoans: line.inLibraryLoans,
                 newReaders: line.newReaders)
        }
        self.init(from: register.period.from.isoText, to: register.period.to.isoText, branch: register.branch,
                  lines: register.lines.map { line($0, day: $0.day.isoText) }, total: line(register.total, day: ""))
    }
}

extension NewArrivalsBulletinResource {
    /// The resource of a new-arrivals bulletin, the sections named in `language`.
    public init(_ bulletin: NewArrivalsBulletin, language: Language) {
        self.init(from: bulletin.period.from.isoText, to: bulletin.period.to.isoText, sections: bulletin.sections.map { section in
            Section(section: section.section.rawValue, name: section.section.name.text(in: language), entries: section.entries.map {
                Entry(titleId: $0.titleID.rawValue, shelfCode: $0.shelfCode, description: $0.description,
                      inventoryNumbers: $0.inventoryNumbers.map(\.rawValue))
            })
        })
    }
}
