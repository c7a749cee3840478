extension PublicLibraryReturn {
    /// The indicators' names as the form prints them.
    public static let usersLine = "Число зарегистрированных пользователей"
    public static let visitsLine = "Число посещений"
    public static let loansLine = "Выдано (просмотрено) документов"

    /// All the age groups together.
    public var total: PublicLibraryFigures {
        ReaderAgeGroup.allCases.reduce(PublicLibraryFigures()) { $0.adding(byAge[$1] ?? PublicLibraryFigures()) }
    }

    /// A group's figures.
    public subscript(group: ReaderAgeGroup) -> PublicLibraryFigures {
        byAge[group] ?? PublicLibraryFigures()
    }

    /// The consolidated return of a network: the sum of its branches' returns, line by line.
    public static func consolidated(_ branches: [PublicLibraryReturn], period: LedgerPeriod) -> PublicLibraryReturn {
        var byAge: [ReaderAgeGroup: PublicLibraryFigures] = [:]
        var withoutBirthDate = 0
        var start = FundTally(), received = FundTally(), writtenOff = FundTally()
        for branch in branches {
            for group in ReaderAgeGroup.allCases { byAge[group] = (byAge[group] ?? PublicLibraryFigures()).adding(branch[group]) }
            withoutBirthDate += branch.withoutBirthDate
            start = start.adding(branch.fund.start)
            received = received.adding(branch.fund.received)
            writtenOff = writtenOff.adding(branch.fund.writtenOff)
        }
        return PublicLibraryReturn(branch: "", name: "", byAge: byAge, withoutBirthDate: withoutBirthDate,
                                   fund: KSUMovementLine(period: period, start: start, received: received, writtenOff: writtenOff))
    }
}

/// 6-НК of a period for every branch and the network's consolidated return.
public struct PublicLibraryReturns: Sendable, Hashable, Codable {
    /// The period.
    public var period: LedgerPeriod
    /// Each branch's return, by code.
    public var branches: [PublicLibraryReturn]
    /// The consolidated return: the sum of the branches', the users counted once over the network.
    public var consolidated: PublicLibraryReturn

    /// The returns of the branches, and their sum — but for the users: a reader served at two
    /// branches is one user of the network (readers belong to no branch), so the network's
    /// users by age group and those without a birth date are counted over it whole when given.
    public init(period: LedgerPeriod, branches: [PublicLibraryReturn], networkUsers: [ReaderAgeGroup: Int]? = nil,
                networkWithoutBirthDate: Int? = nil) {
        self.period = period
        self.branches = branches.sorted { $0.branch < $1.branch }
        var sum = PublicLibraryReturn.consolidated(branches, period: period)
        if let networkUsers {
            for group in ReaderAgeGroup.allCases {
                var figures = sum[group]
                figures.users = networkUsers[group] ?? 0
                sum.byAge[group] = figures
            }
        }
        if let networkWithoutBirthDate { sum.withoutBirthDate = networkWithoutBirthDate }
        consolidated = sum
    }
}
