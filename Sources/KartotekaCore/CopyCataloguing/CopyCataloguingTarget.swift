extension CopyCataloguingTarget {
    /// The shortest and longest time a target may be given to answer: at most half a minute, so
    /// that a silent catalogue holds a search (and its worker) no longer than that.
    public static let timeoutRange = 1...30
    /// The order numbers a target may have.
    public static let orderRange = 0...9_999

    /// Whether a password is kept for it.
    public var hasPassword: Bool { !password.isEmpty }

    /// `lx2.loc.gov:210/LCDB`, or `http://lx2.loc.gov:210/LCDB` for SRU: where it is, as people write it.
    public var address: String {
        let place = "\(host):\(port)/\(database)"
        return service == .sru ? "http://\(place)" : place
    }
}

extension CopyCataloguingService {
    /// The name people know: `Z39.50`, `SRU`.
    public var name: String {
        switch self {
        case .z3950: "Z39.50"
        case .sru: "SRU"
        }
    }
}

extension MARCFormat {
    /// The name people know: `RUSMARC`, `UNIMARC`, `MARC 21`.
    public var name: String {
        switch self {
        case .rusmarc: "RUSMARC"
        case .unimarc: "UNIMARC"
        case .marc21: "MARC 21"
        }
    }
}

extension TargetCharacterSet {
    /// The name people know: `UTF-8`, `Windows-1251`, `MARC-8`.
    public var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .windows1251: "Windows-1251"
        case .marc8: "MARC-8"
        }
    }
}
