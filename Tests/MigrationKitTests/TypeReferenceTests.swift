import SwiftCST
import XCTest

@testable import MigrationKit

/// The byte reading of type text (`TypeReference.readASCII`) must answer as the reference
/// reading over `Character`s does, for every shape of type the index meets.
final class TypeReferenceTests: XCTestCase {
  private let texts = [
    "", "?", "!", "Color", "Color?", "Color!", "Color??", "Color?!", "Optional<Color>",
    "Optional<Color>?", "Optional<", "Optional<>", "Optional<Binding<Int>>", "Optional<[Int]>",
    "Optional<() -> Void>", "Binding<Bool>", "Outer<T>.Inner", "Outer.Inner", "Outer.Inner?",
    "Swift.Array<Int>", "[Item]", "[Item]?", "[String: Int]", "[String : Int]", "[[Int]]",
    "(Int, Int)", "(() async throws -> Void)?", "() -> Void", "(Int) -> String", "some View",
    "any Error", "any Error?", "some", "anyThing", "someView", "Int...", "inout Int",
    "@escaping () -> Void", "@MainActor () -> Void", "A & B", "A.Type", "A.Protocol",
    "Dictionary<String, [Int]>", "Result<Int, Error>?", "_Private", "T1", "9Lives", "a>b",
    "Array<Int>>", "<T>", "X<Y>Z", "Set<Int>!", "[Int: [String]]", "Optional<Int>!",
    "Binding<Bool>.Wrapper", "Color:", "x->y", "-", ">", "A-B",
  ]

  func testByteReadingAnswersAsTheCharacterReading() {
    for text in texts {
      let reference = TypeReference.readCharacters(text)
      let type = TypeReference(text: text)
      XCTAssertEqual(type.isOptional, reference.0, "optionality of '\(text)'")
      XCTAssertEqual(type.name, reference.1, "name of '\(text)'")
      let ascii = text.utf8.withContiguousStorageIfAvailable { TypeReference.readASCII($0) }
      XCTAssertNotNil(ascii ?? nil, "'\(text)' is read as bytes")
    }
  }

  func testExactAnswers() {
    XCTAssertEqual(TypeReference(text: "Outer<T>.Inner").name, "Outer.Inner")
    XCTAssertEqual(TypeReference(text: "Optional<Binding<Int>>").name, "Binding")
    XCTAssertEqual(TypeReference(text: "Optional<Int>!").isOptional, true)
    XCTAssertEqual(TypeReference(text: "Set<Int>!").name, "Set")
    XCTAssertNil(TypeReference(text: "Optional<() -> Void>").name)
    XCTAssertNil(TypeReference(text: "Color:").name)
    XCTAssertNil(TypeReference(text: "A & B").name)
    XCTAssertEqual(TypeReference(text: "[Int: [String]]").name, "Dictionary")
  }

  func testNonASCIITextIsReadAsCharacters() {
    for text in ["Café", "Café?", "Optional<Café>", "Über<T>.Straße", "[Café]", "some Vü"] {
      let ascii = text.utf8.withContiguousStorageIfAvailable { TypeReference.readASCII($0) }
      XCTAssertNil(ascii ?? nil, "'\(text)' is not read as bytes")
    }
    XCTAssertEqual(TypeReference(text: "Über<T>.Straße?").name, "Über.Straße")
    XCTAssertEqual(TypeReference(text: "Über<T>.Straße?").isOptional, true)
  }

  func testFunctionResults() {
    XCTAssertEqual(TypeReference(text: "() -> Sentinel").functionResult?.text, "Sentinel")
    XCTAssertEqual(
      TypeReference(text: "(Int) -> (Int) -> Badge").functionResult?.text, "(Int) -> Badge")
    XCTAssertEqual(
      TypeReference(text: "@Sendable (Item) async throws -> Color?").functionResult?.text, "Color?")
    XCTAssertEqual(TypeReference(text: "(Set<Int>, (A) -> B) -> [C]").functionResult?.text, "[C]")
    XCTAssertEqual(TypeReference(text: "() throws(Failure) -> Row").functionResult?.text, "Row")
    XCTAssertEqual(
      TypeReference(text: "((Item) -> Model)?").unwrapped.functionResult?.text, "Model")
    XCTAssertNil(TypeReference(text: "((Item) -> Model)?").functionResult)
    XCTAssertNil(TypeReference(text: "[() -> Row]").functionResult)
    XCTAssertNil(TypeReference(text: "Box<() -> Row>").functionResult)
    XCTAssertNil(TypeReference(text: "(Int, Int)").functionResult)
    XCTAssertNil(TypeReference(text: "Color").functionResult)
    // A function returning an optional is no optional function.
    XCTAssertFalse(TypeReference(text: "() -> Color?").isOptional)
    XCTAssertTrue(TypeReference(text: "(() -> Color)?").isOptional)
    XCTAssertTrue(TypeReference(text: "Optional<() -> Color>").isOptional)
  }

  /// A labelled element of a tuple type (`theme.colors.accent` of `let colors = (accent: …)`).
  func testTupleElements() {
    let colors = TypeReference(text: "(accent: Color, muted: [String: Color?])")
    XCTAssertEqual(colors.tupleElement(labelled: "accent")?.text, "Color")
    XCTAssertEqual(colors.tupleElement(labelled: "muted")?.text, "[String:Color?]")
    XCTAssertNil(colors.tupleElement(labelled: "tint"))
    XCTAssertNil(
      TypeReference(text: "(accent: Color, muted: Color)?").tupleElement(labelled: "accent"))
    XCTAssertNil(TypeReference(text: "(accent: Color) -> Color").tupleElement(labelled: "accent"))
    XCTAssertNil(TypeReference(text: "Palette").tupleElement(labelled: "accent"))
  }
}
