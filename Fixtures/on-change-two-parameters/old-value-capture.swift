// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ScoreView: View {
  @State private var score = 0
  @State private var name = ""

  var body: some View {
    Text("\(score)")
      .onChange(of: score) { [score] newScore in
        print("from \(score) to \(newScore)")
      }
      .onChange(of: name) { [previous = name] newName in
        print(previous, newName)
      }
  }
}
