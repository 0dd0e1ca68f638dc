// fixture: deployment-target=iOS=17.0
import SwiftUI

// A member of a private extension or a fileprivate type is seen in its file only, whatever
// its own access: used there only as the layer of `.background(…)`, it is a backdrop as a
// private member is (no note). A member of an internal extension may be used as content
// by another file: judged where it is written.

struct CrestBadge: View {
  let name: String

  var body: some View {
    Text(name)
  }
}

struct ClubHeader: View {
  let club: String

  var body: some View {
    Text(club)
      .background(crestWash)
  }
}

private extension ClubHeader {
  var crestWash: some View {
    CrestBadge(name: club).ignoresSafeArea()
  }
}

fileprivate struct LeagueHeader: View {
  let league: String

  var body: some View {
    Text(league)
      .background { leagueWash() }
  }

  func leagueWash() -> some View {
    CrestBadge(name: league).ignoresSafeArea()
  }
}

struct CupHeader: View {
  var body: some View {
    Text("Cup").background(cupWash)
  }
}

extension CupHeader {
  var cupWash: some View {
    CrestBadge(name: "Cup").ignoresSafeArea()
  }
}
