import SwiftUI

/// Reads the theme's own `accentColor` property and a coding key named `accentColor`:
/// neither is SwiftUI's Color.accentColor.
struct NoteEditor: View {
  let text: String
  let settings = ThemeSettings(name: "Default", accentName: "blue")

  var body: some View {
    VStack {
      TextField("Note", text: .constant(text))
      Text(settings.name).foregroundColor(settings.accentColor)
    }
  }
}

struct ThemeSettings: Decodable {
  var name: String
  var accentName: String

  var accentColor: Color { accentName == "orange" ? .orange : .blue }

  enum CodingKeys: String, CodingKey {
    case name
    case accentColor
  }

  init(name: String, accentName: String) {
    self.name = name
    self.accentName = accentName
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    accentName = (try? container.decode(String.self, forKey: .accentColor)) ?? "blue"
  }
}
