// fixture: deployment-target=iOS=17.0
import SwiftUI

struct WeightEntry: View {
  @Binding var weight: String
  let unitName: String
  let tags: [String]

  private let unit = Text(" kg").foregroundStyle(Color.secondary)
  private let hint = Text("Tap to edit").foregroundStyle(.gray)

  var body: some View {
    let prompt = Text("Weight").foregroundStyle(.gray)
    let caption = Text(unitName).foregroundStyle(Color.secondary)
    VStack {
      TextField("Weight", text: $weight, prompt: prompt)
      Text(weight) + unit
      caption
      hint
      tags.map { Text($0).foregroundStyle(.blue) }.reduce(Text(""), +)
    }
    .navigationTitle(Text("Weight").foregroundStyle(Color.primary))
  }

  var summary: some View {
    Text(weight).foregroundStyle(Color.primary)
      .badge(Text("New").foregroundStyle(.red))
  }
}
