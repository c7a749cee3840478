import KartotekaTestSupport
import Testing

extension StoreFactory: CustomTestStringConvertible {
    public var testDescription: String { name }
}
