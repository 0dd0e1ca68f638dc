// fixture: deployment-target=macOS=14.0
import SwiftUI

struct PreferencesPane: View {
  @State private var fontSize = 12.0

  var body: some View {
    Slider(value: $fontSize, in: 9...24)
      .onChange(of: fontSize) { size in
        print(size)
      }
  }
}
