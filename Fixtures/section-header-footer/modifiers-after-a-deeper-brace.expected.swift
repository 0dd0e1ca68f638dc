// fixture: deployment-target=iOS=17.0
// Content and its brace indented a level under a Section whose header argument continues on
// a second line; the modifiers chained after the brace line up with it and move with it.
import SwiftUI

struct ScheduleList: View {
  let games: [String]

  var body: some View {
    ScrollView {
      LazyVStack(pinnedViews: [.sectionHeaders]) {
        Section {

          ForEach(games, id: \.self) { game in
            Text(game)
          }
          .padding(.horizontal, 20)
        } header: {
          Text("This week")
            .padding(.horizontal, 20)
        }
        .background(Color.white)
        .onAppear {
          print("shown")
        }
        Section {
          Text("Nothing yet")
        } header: {
          Text("Later")
            .padding(.horizontal, 20)
        }
          .padding(.top, 8)
      }
    }
  }
}
