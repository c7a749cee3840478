/// The program's version.
enum KartotekaVersion {
    static let current = "0.1.0"
}
