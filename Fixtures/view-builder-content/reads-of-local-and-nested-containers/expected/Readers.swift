import SwiftUI

struct Tag {
  let badgeLabel: String
}

struct Legend {
  let caption: String
}

func labels(of tags: [Tag]) -> [String] {
  tags.map { $0.badgeLabel }
}

func captions(of legend: Legend, frame: Layouts.Framed<Text>) -> String {
  _ = frame.framed()
  return legend.caption
}
