// fixture: deployment-target=iOS=17.0
import SwiftUI

// A view that ignores the safe area in a private property or function which the file uses
// only as the layer of `.background(…)` is a backdrop by role, as when it is written inside
// `.background` itself: no note. Used once more as content, or visible to other files
// (callers elsewhere may use it as content), it is judged where it is written.

struct MemberInitials: View {
  let name: String

  var body: some View {
    Text(name)
  }
}

struct MemberCard: View {
  let name: String
  let portrait: String?

  var body: some View {
    List {
      Text(name)
    }
    .scrollContentBackground(.hidden)
    .background(portraitWash)
  }

  // Only ever the background above.
  @ViewBuilder private var portraitWash: some View {
    if let portrait {
      MemberInitials(name: portrait)
        .scaledToFill()
        .ignoresSafeArea()
        .blur(radius: 24)
        .opacity(0.2)
    }
  }
}

struct TeamCard: View {
  let team: String

  var body: some View {
    VStack {
      Text(team)
    }
    .background { self.teamWash() }
  }

  // A function, called only inside `.background { … }`.
  private func teamWash() -> some View {
    MemberInitials(name: team).ignoresSafeArea()
  }
}

struct BadgeCard: View {
  var body: some View {
    VStack {
      badge
    }
    .background(badge)
  }

  // Also a view of the VStack: its text runs under the bars there.
  private var badge: some View {
    MemberInitials(name: "B").ignoresSafeArea()
  }
}

struct GuestCard: View {
  var body: some View {
    Text("Guest").background(guestWash)
  }

  // Internal: another file may show it as content.
  var guestWash: some View {
    MemberInitials(name: "G").ignoresSafeArea()
  }
}
