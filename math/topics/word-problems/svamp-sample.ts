/**
 * 200 problems drawn at random (Python `random.seed(18); random.sample(data, 200)`) from SVAMP
 * (https://github.com/arkilpatel/SVAMP, SVAMP.json; MIT licence, Copyright (c) 2021 Arkil Patel): each item's Body and
 * Question joined, with the dataset's own answer. Used by word-problems.test.ts to measure, honestly, how many of a
 * collection we did not write the rule-based reader answers (few: SVAMP's stories are built to carry distracting numbers
 * and one-step arithmetic in free prose) and that it answers none of them wrong.
 */
export interface SvampItem {
  id: string;
  q: string;
  answer: number;
}

export const SVAMP_SAMPLE: SvampItem[] = [
  { id: 'chal-186', q: 'Kelly has 106 nintendo games. How many will she have left if she gives away 64 games?', answer: 42.0 },
  {
    id: 'chal-126',
    q: 'Kelly has 22 nintendo games. How many does she need to buy so that she will have 140 games left?',
    answer: 118.0,
  },
  {
    id: 'chal-678',
    q: 'Winter is almost here and most animals are migrating to warmer countries. There are 18 bird families living near the mountain. If 38 bird families flew away to africa and 80 bird families flew away to asia. How many bird families flew away for the winter?',
    answer: 118.0,
  },
  {
    id: 'chal-460',
    q: 'Paco had 13 cookies. He ate 2 of them. Then he bought 36 more cookies. How many more cookies did he buy than those he ate?',
    answer: 34.0,
  },
  {
    id: 'chal-343',
    q: 'Rachel had to complete 3 pages of math homework and 4 pages of reading homework. How many more pages of reading homework than math homework did she have?',
    answer: 1.0,
  },
  {
    id: 'chal-246',
    q: 'They decided to hold the party in their backyard. They have 12 sets of tables and each set has 14 chairs. There are also 6 chairs extra. How many chairs do they have for the guests?',
    answer: 174.0,
  },
  {
    id: 'chal-203',
    q: 'Frank was reading through his favorite book. He read 22 pages per day and it took him 569 days to finish the book. How many pages are there in the book?',
    answer: 12518.0,
  },
  {
    id: 'chal-975',
    q: 'Bobby ate 17 pieces of candy. Then he ate 15 more. If he initially had 36 pieces of candy. How many pieces of candy does he still have left?',
    answer: 4.0,
  },
  {
    id: 'chal-502',
    q: 'Faye had 35 packs of pencils each one having 4 pencils. She was placing her pencils into rows with 2 pencils in each row. How many rows could she make?',
    answer: 70.0,
  },
  {
    id: 'chal-644',
    q: 'The cave is 1218 feet deep and they are already at 849 feet. If they are travelling at speed of 17. How much farther until they reach the end of the cave?',
    answer: 369.0,
  },
  {
    id: 'chal-506',
    q: 'After eating a hearty meal they went to see the Buckingham palace. There, Rachel learned that 705 visitors came to the Buckingham palace that day. If there were 191 visitors the previous day and 457 visitors the day before that. How many more visitors visited the Buckingham palace on that day than on the previous 245 days?',
    answer: 57.0,
  },
  {
    id: 'chal-188',
    q: 'Last week Fred had 114 dollars and Jason had 22 dollars. They washed cars over the weekend and now Fred has 21 dollars and Jason has 78 dollars. How much money did Jason make over the weekend?',
    answer: 56.0,
  },
  {
    id: 'chal-492',
    q: 'Jake has 7 fewer peaches than Steven who has 14 more peaches than Jill. Steven has 15 peaches. How many peaches does Jake have?',
    answer: 8.0,
  },
  {
    id: 'chal-303',
    q: 'Jake has 13 more apples and 17 fewer peaches than Steven. Steven has 8 peaches and 12 apples. How many apples does Jake have?',
    answer: 25.0,
  },
  {
    id: 'chal-470',
    q: 'Zachary did 15 push-ups in gym class today. David did 39 more push-ups than Zachary. John did 9 push-ups less than David. How many more push-ups did Zachary do than John?',
    answer: 30.0,
  },
  {
    id: 'chal-909',
    q: 'Robin cut off 20 inches of his hair. If his hair is now 10 inches long. How long was his hair before he cut?',
    answer: 30.0,
  },
  {
    id: 'chal-271',
    q: 'Jerry had 8 action figures on a shelf in his room. Later he added 4 more action figures to the shelf and removed 5 old ones. How many action figures were on his shelf in all?',
    answer: 7.0,
  },
  {
    id: 'chal-201',
    q: 'A grocery store had 4 bottles of diet soda. If they had 79 more bottles of regular soda than diet soda. How many bottles of regular soda did they have?',
    answer: 83.0,
  },
  {
    id: 'chal-260',
    q: 'Kelly gives away 91 nintendo games. How many did she have initially if she still has 92 games left?',
    answer: 183.0,
  },
  {
    id: 'chal-921',
    q: 'Dave had 24 apps and 9 files on his phone. After deleting some apps and files he had 5 files and 12 apps left. How many more apps than files does he have left on the phone?',
    answer: 7.0,
  },
  {
    id: 'chal-709',
    q: 'Rachel has 52 apple trees. She picked 2 apples from 1 of her trees. Now the tree has 7 apples still on it. How many apples did the tree have to begin with?',
    answer: 9.0,
  },
  {
    id: 'chal-121',
    q: 'Rachel had to complete 7 pages of math homework. If she had to complete 4 more pages of math homework than reading homework. How many pages of reading homework did she have to complete?',
    answer: 3.0,
  },
  {
    id: 'chal-333',
    q: 'Frank was reading through his favorite book. The book had 2 chapters each with 405 pages. It took frank 664 days to finish the book. How many chapters did he read per day?',
    answer: 332.0,
  },
  {
    id: 'chal-535',
    q: 'Nell collects baseball cards. She had 573 cards. She gave 195 cards to John and yet some more to Jeff. Now she has 210 cards left. How many cards did Nell give to Jeff?',
    answer: 168.0,
  },
  {
    id: 'chal-692',
    q: 'The Razorback shop makes $ 86 dollars off each t-shirt and $ 232 off each jersey. During the Arkansas and Texas tech game they sold 254 t-shirts and 43 jerseys. How much more does a jersey cost than a t-shirt?',
    answer: 146.0,
  },
  {
    id: 'chal-781',
    q: "There were 106 dollars in Olivia's wallet. After she visited a supermarket and a showroom there were 26 dollars left. If she spent 49 dollars at the showroom. How much did she spend at the supermarket?",
    answer: 31.0,
  },
  {
    id: 'chal-807',
    q: '18 red peaches, 14 yellow peaches and 17 green peaches are in the basket. How many red and yellow peaches are in the basket?',
    answer: 32.0,
  },
  {
    id: 'chal-179',
    q: 'Jack received 6 emails in the morning, 3 emails in the afternoon and 5 emails in the evening. How many emails did Jack receive in the day?',
    answer: 14.0,
  },
  {
    id: 'chal-887',
    q: 'Danny collects bottle caps. He threw away 6 of the old ones at the park while he found 50 bottle caps new ones. Now he has 60 bottle caps in his collection. How many more bottle caps did danny find at the park than those he threw away?',
    answer: 44.0,
  },
  {
    id: 'chal-967',
    q: 'A mailman has to give 38 pieces of junk mail to each of the 78 blocks. If there are 19 houses on a block. How many pieces of junk mail should he give each house?',
    answer: 2.0,
  },
  {
    id: 'chal-831',
    q: 'Because of the decision Sofia asked the students to suggest specific types of food. If 324 students suggested adding mashed potatoes 374 suggested adding bacon to the menu and 128 suggested adding tomatoes. How many students participated in the suggestion of new food items?',
    answer: 826.0,
  },
  {
    id: 'chal-241',
    q: "Helen the hippo and her friends are preparing for thanksgiving at Helen's house. Helen baked 519 chocolate chip cookies and 300 raisin cookies yesterday. And she baked 280 raisin cookies and 359 chocolate chip cookies this morning. How many more raisin cookies did Helen bake yesterday compared to today?",
    answer: 20.0,
  },
  {
    id: 'chal-174',
    q: 'A grocery store had a total of 17 bottles of which 9 were bottles of regular soda and the rest were bottles of diet soda. They also had 29 apple. How many bottles of diet soda did they have?',
    answer: 8.0,
  },
  { id: 'chal-244', q: 'Edward had $ 13. He spent some money. Now he has $ 3. How much money did Edward spend?', answer: 10.0 },
  {
    id: 'chal-206',
    q: 'Bryan took a look at his books and magazines. If he has 9 books and 46 magazines in each of his 10 bookshelves. How many magazines does he have in total?',
    answer: 460.0,
  },
  {
    id: 'chal-753',
    q: 'Nell collects cards. She had 239 baseball cards and 38 Ace cards. She gave some of her cards to Jeff and now has 376 Ace cards and 111 baseball cards left. How many more Ace cards than baseball cards does Nell have?',
    answer: 265.0,
  },
  {
    id: 'chal-375',
    q: 'Randy has 37 blocks. He uses 33 blocks to build a tower and 13 blocks to build a house. How many more blocks did he use to build the tower than he did to build the house?',
    answer: 20.0,
  },
  {
    id: 'chal-590',
    q: 'Jack received 5 emails and 6 letters in the morning. He then received 9 emails and 7 letters in the afternoon. How many letters did jack receive in the day?',
    answer: 13.0,
  },
  {
    id: 'chal-520',
    q: 'Julia played tag with 14 kids on monday, 2 kids on tuesday and 8 kids on wednesday. How many more kids did she play with on monday than on wednesday?',
    answer: 6.0,
  },
  {
    id: 'chal-207',
    q: 'Rachel had to complete 8 pages of math homework, 7 pages of reading homework and 3 more pages of biology homework. How many pages of math and biology homework did she have to complete?',
    answer: 11.0,
  },
  {
    id: 'chal-830',
    q: '17 red peaches and 16 green peaches are in the basket. How many more red peaches than green peaches are in the basket?',
    answer: 1.0,
  },
  {
    id: 'chal-694',
    q: 'Haley grew 14 trees in her backyard. After a typhoon 9 died. How many more trees died in the typhoon than those that survived?',
    answer: 4.0,
  },
  {
    id: 'chal-914',
    q: 'David did 51 push-ups in gym class today. David did 49 more push-ups than Zachary. How many push-ups did Zachary and David do altogether?',
    answer: 53.0,
  },
  {
    id: 'chal-895',
    q: 'Debby bought some water bottles when they were on sale. She drank 109 bottles a day. If the bottles lasted for 74 days. How many bottles had she bought?',
    answer: 8066.0,
  },
  {
    id: 'chal-775',
    q: 'Together Adam and Jackie have 12 apples. He has 9 apples more than Adam and Jackie together do. Adam has 8 more apples than Jackie. How many apples does He have?',
    answer: 21.0,
  },
  {
    id: 'chal-856',
    q: "Jesse's room is 7 feet long. If she needs a carpet of size 14 square feet. What is the width of her room?",
    answer: 2.0,
  },
  {
    id: 'chal-990',
    q: 'Rachel had to complete 4 pages of reading homework, 7 pages of math homework and 19 more pages of biology homework. How many more pages of math homework than reading homework did she have?',
    answer: 3.0,
  },
  {
    id: 'chal-222',
    q: 'The Razorback t-shirt shop makes $ 78 dollars off each t-shirt sold. During the Arkansas game and the Texas tech game they sold a total of 186 t-shirts. If they sold 172 t-shirts during the Arkansas game. How much money did they make from selling the t-shirts during the Texas tech game?',
    answer: 1092.0,
  },
  {
    id: 'chal-734',
    q: 'After finding some bottle caps at the park danny has 32 bottle caps in his collection. If he had 25 bottle caps in his collection earlier. How many bottle caps did he find at the park?',
    answer: 7.0,
  },
  {
    id: 'chal-307',
    q: "There are 10 different books and 6 different movies in the ' crazy silly school ' series. If you read 14 of the movies and watched 19 of the books. How many more books than movies have you read?",
    answer: 5.0,
  },
  {
    id: 'chal-272',
    q: 'Paige was helping her mom plant flowers and together they planted 45 seeds in 9 flowerbeds. If they put same number of seeds in each flower bed. How many seeds did they plant in each flowerbed?',
    answer: 5.0,
  },
  {
    id: 'chal-7',
    q: 'Jerry had some action figures on a shelf in his room. Later he added 7 more action figures to the shelf. If there are a total of 10 action figures on his shelf now. How many action figures did he have initially on the shelf?',
    answer: 3.0,
  },
  {
    id: 'chal-351',
    q: "After a typhoon, 13 trees in Haley's backyard died. If she had grown 3 trees initially. How many more trees died in the typhoon than those that survived?",
    answer: 23.0,
  },
  {
    id: 'chal-416',
    q: 'Dave had 59 files and 15 apps on his phone. After deleting some apps and files he had 12 apps and 30 files left. How many apps did he delete?',
    answer: 3.0,
  },
  {
    id: 'chal-226',
    q: '41 children were riding on the bus. At the bus stop some children got off the bus. Then there were 18 children left on the bus. How many more children were on the bus before the bus stop than there are now?',
    answer: 23.0,
  },
  {
    id: 'chal-791',
    q: 'Zachary did 46 push-ups and 58 crunches in gym class today. David did 38 more push-ups but 62 less crunches than zachary. How many more crunches than push-ups did Zachary do?',
    answer: 12.0,
  },
  {
    id: 'chal-745',
    q: 'Dave had 15 apps and 24 files on his phone. After deleting some apps and files he had 21 apps and 4 files left. How many more apps than files does he have left on the phone?',
    answer: 17.0,
  },
  {
    id: 'chal-947',
    q: 'Josh had 15 marbles in his collection. He found 9 marbles while he lost 23 marbles. How many more marbles did he lose than those he found?',
    answer: 14.0,
  },
  {
    id: 'chal-551',
    q: 'Robin has some packages of gum. There are 7 pieces in each package. Robin has 6 extra pieces of gum. In all the number of pieces of gums robin has is 41. How many packages does Robin have?',
    answer: 5.0,
  },
  {
    id: 'chal-355',
    q: 'At the arcade Dave had won some tickets. He used 12 tickets to buy some toys. If he still has 14 tickets left. How many tickets did Dave win at the arcade?',
    answer: 26.0,
  },
  {
    id: 'chal-608',
    q: 'Baker made 126 cakes and 48 pastries. If he sold 115 cakes and 81 pastries. How many more cakes than pastries did baker make?',
    answer: 78.0,
  },
  {
    id: 'chal-587',
    q: '21 children were riding on the bus. At the bus stop 10 children got off the bus while some more got on the bus. Then there were 16 children altogether on the bus. How many children got on the bus at the bus stop?',
    answer: 5.0,
  },
  {
    id: 'chal-540',
    q: 'He had 15 aquariums for saltwater animals and 62 aquariums for freshwater animals. Each aquarium has 19 animals in it. How many animals does he have in total?',
    answer: 1463.0,
  },
  {
    id: 'chal-279',
    q: "There are some bananas in Philip's banana collection. If the bananas are organized into 140 groups of size 187. How many bananas does he have in his collection?",
    answer: 26180.0,
  },
  {
    id: 'chal-846',
    q: 'Allan brought 2 balloons and Jake brought 6 balloons to the park. Allan then bought 3 more balloons at the park. How many more balloons did Jake have than Allan in the park?',
    answer: 1.0,
  },
  {
    id: 'chal-277',
    q: 'Baker made some cakes. He sold 145 of them. If he still has 72 cakes left. How many cakes did baker make?',
    answer: 217.0,
  },
  {
    id: 'chal-615',
    q: 'Next on his checklist is wax to stick the feathers together. If he has 557 g of wax and right now he just needs 17 g. Total how many grams of wax do the feathers require?',
    answer: 574.0,
  },
  {
    id: 'chal-726',
    q: 'Nell collects baseball cards. She had 242 cards. She gave 136 of her cards to Jeff. How many cards does Nell have left?',
    answer: 106.0,
  },
  {
    id: 'chal-311',
    q: 'The grasshopper and the frog had a jumping contest. The grasshopper jumped 31 inches and the frog jumped 35 inches. How much did they jump altogether?',
    answer: 66.0,
  },
  {
    id: 'chal-566',
    q: 'You had 14 bags with equal number of cookies. If you had 28 cookies and 86 candies in total. How many bags of cookies do you have?',
    answer: 2.0,
  },
  {
    id: 'chal-118',
    q: '15 campers went rowing in the morning. Some more campers went rowing in the afternoon. If a total of 32 campers went rowing that day. How many campers went rowing in the afternoon?',
    answer: 17.0,
  },
  {
    id: 'chal-289',
    q: 'Jack received 6 emails in the morning and 8 emails in the afternoon. How many more emails did Jack receive in the afternoon than in the morning?',
    answer: 2.0,
  },
  {
    id: 'chal-489',
    q: 'Robin has 21 packages of gum and 45 packages of candy. There are 9 pieces in each package. How many pieces of candies does Robin have?',
    answer: 405.0,
  },
  {
    id: 'chal-582',
    q: 'Every day Ryan spends 5 hours on learning chinese and some more hours on learning english. If he spends 2 hours more on learning english than on learning chinese. How many hours does he spend on learning english?',
    answer: 7.0,
  },
  {
    id: 'chal-513',
    q: 'David did 56 more push-ups than Zachary in gym class today. If David did 38 push-ups. How many push-ups did Zachary and David do altogether?',
    answer: 20.0,
  },
  {
    id: 'chal-149',
    q: 'Frank was reading through his favorite book. He read 8 pages per day. If the book had 576 pages. How many days did he take to finish the book?',
    answer: 72.0,
  },
  {
    id: 'chal-508',
    q: "Marco and his dad went strawberry picking. Marco's dad's strawberries weighed 11 pounds. If together their strawberries weighed 30 pounds. How much did Marco's strawberries weigh?",
    answer: 19.0,
  },
  {
    id: 'chal-701',
    q: 'Every day Ryan spends 6 hours on learning english and 2 hours on learning chinese. How many more hours does he spend on learning english than he does on learning chinese?',
    answer: 4.0,
  },
  {
    id: 'chal-814',
    q: 'A book has 2 chapters. The first chapter is 60 pages long. If there are a total of 93 pages in the book. How many pages are in the second chapter?',
    answer: 33.0,
  },
  {
    id: 'chal-647',
    q: 'After eating a hearty meal they went to see the Buckingham palace. There, Rachel learned that 92 visitors came to the Buckingham palace that day. If there were 419 visitors the previous day and 103 visitors the day before that. How many visited the Buckingham palace before that day?',
    answer: 522.0,
  },
  {
    id: 'chal-813',
    q: 'Jake has 16 fewer peaches than Steven. Steven has 15 more peaches than Jill. If Jill has 12 peaches. How many more peaches does Jill have than Jake?',
    answer: 1.0,
  },
  {
    id: 'chal-165',
    q: 'Paul had 115 books. He sold 78 books in a garage sale. How many books does he have left with him?',
    answer: 37.0,
  },
  {
    id: 'chal-195',
    q: 'Paco had 25 cookies. He ate 5 of them. Then he bought 3 more cookies. How many more cookies did he eat than those he bought?',
    answer: 2.0,
  },
  {
    id: 'chal-212',
    q: 'Shirley sold 25 cases of boxes of trefoils. How many boxes of trefoils does she need to deliver if each case has 14 boxes?',
    answer: 350.0,
  },
  {
    id: 'chal-663',
    q: 'Ed had 12 more marbles than Doug. Ed lost 20 of his marbles at the playground. If Ed had 17 marbles. How many marbles does Doug have now?',
    answer: 5.0,
  },
  {
    id: 'chal-703',
    q: 'The grasshopper and the frog had a jumping contest. The frog jumped 39 inches and the grasshopper jumped 17 inches. How much farther did the frog jump than the grasshopper?',
    answer: 22.0,
  },
  {
    id: 'chal-826',
    q: "There are 4 different books and 17 different movies in the ' crazy silly school ' series. If you read 19 of the books and watched 7 of the movies. How many more movies do you still have to watch?",
    answer: 10.0,
  },
  {
    id: 'chal-448',
    q: 'Every day Ryan spends a total of 3 hours on learning english and chinese. If he spends 2 hours on learning english everyday. How many hours does he spend on learning chinese?',
    answer: 1.0,
  },
  {
    id: 'chal-135',
    q: 'Emily is making bead necklaces for her friends. She made 11 necklaces and each necklace takes 28 beads. How many beads did Emily have?',
    answer: 308.0,
  },
  {
    id: 'chal-417',
    q: 'Paul had 71 books. After selling some in a garage sale he bought 38 new ones. If he has 116 books now. How many more books did he buy than he sold?',
    answer: 45.0,
  },
  {
    id: 'chal-526',
    q: "Brenda's mother made cookies for guests. If she prepared 38 cookies and each of them had 19 cookies. How many guests did she prepare cookies for?",
    answer: 2.0,
  },
  {
    id: 'chal-988',
    q: 'Rachel picked 3 ripe apples from her tree. Now the tree has 2 ripe apples and 27 unripe apples. How many ripe apples did the tree have to begin with?',
    answer: 5.0,
  },
  {
    id: 'chal-588',
    q: 'Baker made 62 cakes. Then he made 149 more cakes. He sold 144 of them. How many cakes would baker still have?',
    answer: 67.0,
  },
  {
    id: 'chal-104',
    q: 'Faye was placing her pencils into 14 rows with 11 pencils in each row. How many pencils does she have?',
    answer: 154.0,
  },
  {
    id: 'chal-722',
    q: 'Lawrence county has 898051 kids. During summer break 629424 kids go to camp and the rest stay home. How many kids stay home?',
    answer: 268627.0,
  },
  {
    id: 'chal-961',
    q: 'Katie had 84 new games and 19 old games. Her friends had 8 new games and 69 old games. How many new games do they have together?',
    answer: 92.0,
  },
  {
    id: 'chal-603',
    q: 'The Razorback shop makes $ 115 dollars off each jersey and $ 25 off each t-shirt. During the Arkansas and Texas tech game they sold 113 t-shirts and 78 jerseys. How much more does a jersey cost than a t-shirt?',
    answer: 90.0,
  },
  {
    id: 'chal-266',
    q: 'Robin has 43 packages of gum. There are 23 pieces in each package. Robin has 8 extra pieces of gum. How many pieces of gum does Robin have?',
    answer: 997.0,
  },
  {
    id: 'chal-548',
    q: 'At the zoo, a cage had 95 snakes and 61 alligators. If 64 snakes were hiding. How many snakes were not hiding?',
    answer: 31.0,
  },
  {
    id: 'chal-865',
    q: 'Last week Fred had 60 dollars and Jason had 19 dollars. Jason washed cars over the weekend and now has 33 dollars. How much money did Jason make washing cars?',
    answer: 14.0,
  },
  {
    id: 'chal-348',
    q: "Helen the hippo and her friends are preparing for thanksgiving at Helen's house. Helen baked 527 chocolate chip cookies and 86 raisin cookies yesterday. And she baked 86 raisin cookies and 554 chocolate chip cookies this morning. How many chocolate chip cookies did Helen bake?",
    answer: 1081.0,
  },
  {
    id: 'chal-810',
    q: 'Adam has 4 more apples than Jackie. Together Adam and Jackie have 14 apples. Bob has 6 apples more than Adam and Jackie together do. How many apples does Bob have?',
    answer: 20.0,
  },
  {
    id: 'chal-832',
    q: 'During summer break 202958 kids from Lawrence county go to camp and the other 777622 kids stay home. How many more kids stayed home compared to those who went to the camp?',
    answer: 574664.0,
  },
  {
    id: 'chal-853',
    q: "Marco and his dad went strawberry picking. Marco's strawberries weighed 30 pounds. If together their strawberries weighed 47 pounds. How much more did his strawberries weigh than his dad's?",
    answer: 13.0,
  },
  {
    id: 'chal-844',
    q: 'He then went to see the oranges being harvested. He found out that the harvest will go on for 4 days. How many sacks do they harvest per day if they harvested a total of 56 sacks of oranges?',
    answer: 14.0,
  },
  {
    id: 'chal-674',
    q: 'The Ferris wheel in paradise park has 18 seats. Each seat can hold 15 people. If 10 seats are broken. How many people can ride the Ferris wheel at the same time?',
    answer: 120.0,
  },
  {
    id: 'chal-558',
    q: 'Baker made 54 cakes. He sold some of them. If he still has 13 cakes left. How many cakes did baker sell?',
    answer: 41.0,
  },
  {
    id: 'chal-481',
    q: 'The Razorback shop makes $ 67 dollars off each t-shirt and $ 165 off each jersey. During the Arkansas and Texas tech game they sold 74 t-shirts and 156 jerseys. How much money did they make from selling the jerseys?',
    answer: 25740.0,
  },
  {
    id: 'chal-91',
    q: 'Josh had 3 marbles in his collection. He found 6 marbles while he lost 5 marbles. How many more marbles did he find than those he lost?',
    answer: 1.0,
  },
  {
    id: 'chal-504',
    q: 'Bobby had 19 pieces of candy. He ate 2 pieces of candy. How many pieces of candy does he still have left?',
    answer: 17.0,
  },
  {
    id: 'chal-152',
    q: 'There are 544 pots in each of the 10 gardens. Each pot has 32 flowers in it. How many flowers are there in all?',
    answer: 174080.0,
  },
  {
    id: 'chal-490',
    q: 'After Olivia visited a supermarket there were 29 dollars left. If there were 54 dollars in her wallet initially. How much did she spend?',
    answer: 25.0,
  },
  {
    id: 'chal-156',
    q: 'Carol was sending out birthday invitations to 10 friends. If each package of invitations she bought had 2 invitations in it. How many packs does she need so that no friend gets left out?',
    answer: 5.0,
  },
  {
    id: 'chal-992',
    q: 'In a school there are 308 girls and 318 boys. There are also 36 teachers. How many pupils are there in that school?',
    answer: 626.0,
  },
  {
    id: 'chal-81',
    q: '36 children were riding on the bus. At the bus stop 68 children got off the bus while some more got on the bus. Then there were 12 children altogether on the bus. How many more children got off the bus than those that got on?',
    answer: 24.0,
  },
  { id: 'chal-256', q: 'A waiter had 14 customers. 5 customers left. How many customers does he still have?', answer: 9.0 },
  {
    id: 'chal-664',
    q: 'Lawrence county has 313473 kids. During summer break 274865 kids stay home and the rest go to camp. How many kids go to the camp during the break?',
    answer: 38608.0,
  },
  {
    id: 'chal-95',
    q: 'Julia played tag with 19 kids on monday. She played tag with 18 kids on tuesday. She spent a total of 38 hours to play tag on both days. How many more kids did she play with on monday than on tuesday?',
    answer: 1.0,
  },
  {
    id: 'chal-557',
    q: 'Bobby had 21 pieces of candy. He ate 5 pieces of candy. Then he ate 9 more. How many pieces of candy does he still have left?',
    answer: 7.0,
  },
  {
    id: 'chal-361',
    q: 'Zachary did 51 push-ups and David did 44 push-ups in gym class today. How many more push-ups did Zachary do than David?',
    answer: 7.0,
  },
  {
    id: 'chal-209',
    q: '2 birds were sitting on the fence. 5 more birds and 4 more storks came to join them. How many more birds than storks are sitting on the fence?',
    answer: 3.0,
  },
  {
    id: 'chal-803',
    q: 'Allan brought 5 balloons to the park. If Jake brought 6 more balloons than the number of balloons that Allan brought. How many balloons did Jake bring to the park?',
    answer: 11.0,
  },
  {
    id: 'chal-645',
    q: 'Bobby had 32 pieces of candy. He ate some pieces of candy. If he has 20 pieces of candy left. How many pieces of candy did Bobby eat?',
    answer: 12.0,
  },
  {
    id: 'chal-403',
    q: 'The ring toss game at the carnival made the same amount of money each day. In total in 30 days they earned 420 dollars. Together with game they earned 22 dollars. How much did ring toss game make per day?',
    answer: 14.0,
  },
  {
    id: 'chal-812',
    q: 'Winter is almost here and most animals are migrating to warmer countries. 27 bird families flew away for the winter from near a mountain. If there were 41 bird families living near the mountain initially. How many bird families were left near the mountain?',
    answer: 14.0,
  },
  {
    id: 'chal-593',
    q: 'Robin has some packages of gum. There are 3 pieces in each package and a total of 42 pieces of gum. How many packages does Robin have?',
    answer: 14.0,
  },
  {
    id: 'chal-838',
    q: 'Edward spent $ 9. Then he spent $ 8 more. Now he has $ 17. How much did Edward have before he spent his money?',
    answer: 34.0,
  },
  {
    id: 'chal-546',
    q: 'Dan has $ 4. For a total of $ 3 he bought 10 candy bar each one costing the same amount of money. How much money is left?',
    answer: 1.0,
  },
  {
    id: 'chal-698',
    q: 'Jack received 10 emails in the morning, 7 emails in the afternoon and 17 emails in the evening. How many more emails did Jack receive in the morning than in the afternoon?',
    answer: 3.0,
  },
  {
    id: 'chal-777',
    q: "There are 87 oranges and 290 bananas in Philip's collection. If the bananas are organized into 2 groups and oranges are organized into 93 groups. How big is each group of bananas?",
    answer: 145.0,
  },
  {
    id: 'chal-938',
    q: 'Dave had 10 apps on his phone. He added 11 new apps. After deleting some he had 4 left. How many apps did he delete?',
    answer: 17.0,
  },
  {
    id: 'chal-949',
    q: 'Luke gained 146 points in each round of a game. If he played 157 rounds of a trivia game. How many points did he score in the game?',
    answer: 22922.0,
  },
  {
    id: 'chal-137',
    q: 'Last week Fred had 111 dollars and Jason had 40 dollars. Fred washed cars over the weekend and now has 115 dollars. Jason delivered newspapers and now has 44 dollars. How much money did they earn by washing cars?',
    answer: 4.0,
  },
  {
    id: 'chal-792',
    q: 'The Ferris wheel in paradise park has 4 seats. If 20 people can ride the wheel at the same time. How many people can each seat hold?',
    answer: 5.0,
  },
  {
    id: 'chal-706',
    q: 'Katie had 78 new games and 86 old games. Her friends had 48 new games. How many new games do they have together?',
    answer: 126.0,
  },
  {
    id: 'chal-90',
    q: 'After eating a hearty meal they went to see the Buckingham palace. There, Rachel learned that 317 visitors came to the Buckingham palace that day. If there were 295 visitors the previous day. How many more visitors visited the Buckingham palace on that day than on the previous day?',
    answer: 22.0,
  },
  {
    id: 'chal-889',
    q: 'They decided to hold the party in their backyard. If they have 5 sets of tables and each set has 10 chairs. How many more chairs than tables do they have?',
    answer: 45.0,
  },
  {
    id: 'chal-410',
    q: 'Nell collects baseball cards. She gave 301 of her cards to Jeff and now has 154 cards left.. How many cards did Nell have initially?',
    answer: 455.0,
  },
  {
    id: 'chal-837',
    q: 'Because of the decision Sofia asked 288 students to suggest specific types of food. 264 students suggested adding bacon while others suggested adding mashed potatoes to the menu. How many students suggested mashed potatoes?',
    answer: 24.0,
  },
  {
    id: 'chal-415',
    q: 'Danny collects bottle caps and wrappers. He found 11 bottle caps and 28 wrappers at the park. Now he has 68 bottle caps and 51 wrappers in his collection. How many more wrappers than bottle caps did danny find at the park?',
    answer: 17.0,
  },
  {
    id: 'chal-1000',
    q: 'The grasshopper and the frog had a jumping contest. The grasshopper jumped 13 inches. The grasshopper jumped 2 inches farther than the grasshopper. How far did the frog jump?',
    answer: 11.0,
  },
  {
    id: 'chal-395',
    q: 'White t - shirts can be purchased in packages of 13. If mom buys 39 white t - shirts. How many packages will she have?',
    answer: 3.0,
  },
  {
    id: 'chal-427',
    q: 'Matthew had 29 crackers and 30 cakes. If Matthew gave equal numbers of crackers and cakes to his 2 friends. How many cakes did each person eat?',
    answer: 15.0,
  },
  {
    id: 'chal-133',
    q: '22 children were riding on the bus. At the bus stop 40 children got on the bus while some got off the bus. Then there were 2 children altogether on the bus. How many children got off the bus at the bus stop?',
    answer: 60.0,
  },
  {
    id: 'chal-278',
    q: 'Jesse needs a carpet of size 10 square feet to cover her room. If her room is 2 feet wide. What is the length of her room?',
    answer: 5.0,
  },
  {
    id: 'chal-725',
    q: 'He then went to see the oranges being harvested. He found out that they harvest 66 sacks per day and that each sack containes 25 oranges. How many oranges will they have after 87 days of harvest?',
    answer: 143550.0,
  },
  {
    id: 'chal-407',
    q: 'Julia played tag with 18 kids on monday. She played tag with 10 kids on tuesday. How many more kids did she play with on monday than on tuesday?',
    answer: 8.0,
  },
  {
    id: 'chal-697',
    q: 'Rebecca wants to split a collection of eggs into groups of 11. If each group has 2 eggs. How many eggs does Rebecca have?',
    answer: 22.0,
  },
  {
    id: 'chal-719',
    q: 'White t - shirts can be purchased in packages. If mom buys 28 packages which contain 56 white t - shirts in total. How many white t - shirts does each package have?',
    answer: 2.0,
  },
  {
    id: 'chal-370',
    q: 'Edward spent $ 17. Then he received $ 10 from his friend. Now he has $ 7. How much did Edward have before he spent his money?',
    answer: 14.0,
  },
  {
    id: 'chal-147',
    q: "After resting they decided to go for a swim. If the depth of the water is 10 times Dean's height and he stands at 9 feet. How much deeper is the water than Dean's height?",
    answer: 81.0,
  },
  {
    id: 'chal-344',
    q: 'A book has 2 chapters. The first chapter is 37 pages long. The second chapter is 80 pages long. How many more pages does the second chapter have than the first chapter?',
    answer: 43.0,
  },
  {
    id: 'chal-347',
    q: 'The Razorback shop makes $ 192 dollars off each t-shirt and $ 34 off each jersey. During the Arkansas and Texas tech game they sold 157 t-shirts and 19 jerseys. How much more does a t-shirt cost than a jersey?',
    answer: 158.0,
  },
  {
    id: 'chal-748',
    q: 'Ryan learns english and chinese for 7 days. Every day he spends 4 hours on learning english and 5 hours on learning chinese. How many hours does he spend on learning english and chinese in all?',
    answer: 63.0,
  },
  {
    id: 'chal-626',
    q: "Robin's hair was 14 inches long. It grew by 8 inches. Then he cut off 20 inches. How long is his hair now?",
    answer: 2.0,
  },
  {
    id: 'chal-309',
    q: 'He also had 56 aquariums for saltwater animals and 10 aquariums for freshwater animals. Each aquarium has 39 animals in it. How many saltwater animals does Tyler have?',
    answer: 2184.0,
  },
  {
    id: 'chal-130',
    q: 'Mary is baking a cake. The recipe calls for 6 cups of sugar and 14 cups of flour. She already put in 7 cups of flour and 60 cups of sugar. How many more cups of flour does she need to add?',
    answer: 7.0,
  },
  {
    id: 'chal-445',
    q: '2 red peaches, 6 yellow peaches and 14 green peaches are in the basket. How many more green peaches than yellow peaches are in the basket?',
    answer: 8.0,
  },
  {
    id: 'chal-716',
    q: 'A waiter had 13 customers. After some left he got 4 new customers. If he still had 9 customers. How many customers left?',
    answer: 8.0,
  },
  {
    id: 'chal-555',
    q: 'For the walls of the house he would use 8 large planks of wood. If each plank of wood needs 74 pieces of nails to be secured. How many planks does John need for the house wall?',
    answer: 8.0,
  },
  {
    id: 'chal-19',
    q: 'Danny collects bottle caps and wrappers. He found 22 bottle caps and 30 wrappers at the park. Now he has 17 bottle caps and 57 wrappers in his collection. How many wrappers did danny have at first?',
    answer: 27.0,
  },
  {
    id: 'chal-586',
    q: 'Julia played tag with 2 kids on monday, 14 kids on tuesday and 16 kids on wednesday. How many kids did she play with on tuesday and wednesday?',
    answer: 30.0,
  },
  {
    id: 'chal-434',
    q: 'Bobby ate 33 pieces of candy. Then he ate 4 more. He also ate 14 pieces of chocolate. How many pieces of candy and chocolate did Bobby eat altogether?',
    answer: 51.0,
  },
  {
    id: 'chal-150',
    q: 'There are a total of 16 peaches in a basket. If there are 13 red peaches and some more green peaches in the basket. How many green peaches are in the basket?',
    answer: 3.0,
  },
  {
    id: 'chal-787',
    q: 'Some children were riding on the bus. At the bus stop 2 more children got on the bus. Then there were 41 children altogether on the bus. How many children were riding on the bus before the bus stop?',
    answer: 39.0,
  },
  {
    id: 'chal-167',
    q: 'Carol was sending out birthday invitations to her friends. Each package of invitations she bought had 14 invitations in it and she bought 6 packs. Then she bought 11 extra invitations. How many friends can she invite?',
    answer: 95.0,
  },
  {
    id: 'chal-631',
    q: 'Paco had 8 sweet cookies and 6 salty cookies. He ate 20 sweet cookies and 34 salty cookies. How many more salty cookies than sweet cookies did he eat?',
    answer: 14.0,
  },
  {
    id: 'chal-757',
    q: 'Julia played tag with 16 kids on monday. If she played tag with 12 more kids on monday than on tuesday. How many kids did she play with on tuesday?',
    answer: 4.0,
  },
  {
    id: 'chal-827',
    q: 'He then went to see the oranges being harvested. He found out that they harvest 5 sacks of ripe oranges and 74 sacks of unripe oranges per day. How many more sacks of unripe oranges than ripe oranges are harvested per day?',
    answer: 69.0,
  },
  {
    id: 'chal-668',
    q: 'Mary is baking a cake. The recipe calls for 11 cups of sugar and some more cups of flour. She already put in 3 cups of flour. If she still needs to add 6 more cups of flour. How many cups of flour did the recipe require?',
    answer: 9.0,
  },
  {
    id: 'chal-437',
    q: 'Rachel had to complete 8 pages of math homework. If she had to complete 6 more pages of reading homework than math homework. How many pages of reading homework did she have to complete?',
    answer: 14.0,
  },
  {
    id: 'chal-6',
    q: "There were 3 dollars in Olivia's wallet. She collected 49 more dollars from an atm. After she visited a supermarket there were 49 dollars left. How much more money did she collect at the atm than she spent at the supermarket?",
    answer: 46.0,
  },
  {
    id: 'chal-527',
    q: 'They decided to hold the party in their backyard. They have some sets of tables, each having the 3 chairs. If there are a total of 9 chairs in the backyard. How many sets of tables do they have?',
    answer: 3.0,
  },
  {
    id: 'chal-570',
    q: 'Paige was helping her mom plant flowers in 8 flowerbeds. They planted 32 seeds altogether. If they put same number of seeds in each flower bed. How many seeds did they plant in each flowerbed?',
    answer: 4.0,
  },
  {
    id: 'chal-573',
    q: 'Paco had 97 salty cookies and 34 sweet cookies. He ate 15 sweet cookies and 56 salty cookies. How many sweet cookies did Paco have left?',
    answer: 19.0,
  },
  {
    id: 'chal-986',
    q: 'Rachel had to complete 11 pages of math homework, 2 pages of reading homework and 3 more pages of biology homework. How many more pages of math homework than biology homework did she have?',
    answer: 8.0,
  },
  {
    id: 'chal-562',
    q: '2 birds were sitting on the fence. Some more birds came to join them. If there are a total of 6 birds on the fence now. How many more birds had come to sit on the fence?',
    answer: 4.0,
  },
  {
    id: 'chal-907',
    q: 'An industrial machine can make 6 shirts a minute. It worked for 12 minutes yesterday and for 14 shirts today. How many shirts did machine make altogether?',
    answer: 156.0,
  },
  {
    id: 'chal-9',
    q: 'Mary is baking a cake. The recipe calls for 3 cups of sugar 10 cups of flour and 15 cups of salt. She already put in 6 cups of flour. How many more cups of flour does she need to add?',
    answer: 4.0,
  },
  {
    id: 'chal-788',
    q: 'Danny has 12 bottle caps in his collection. He found 53 bottle caps at the park. How many bottle caps does he have now?',
    answer: 65.0,
  },
  {
    id: 'chal-622',
    q: 'At the arcade Dave had won 14 tickets and lost 2 tickets. If he used 10 to buy some toys. How many tickets did Dave have left?',
    answer: 2.0,
  },
  {
    id: 'chal-789',
    q: 'Allan brought 5 balloons and Jake brought 3 balloons to the park. How many more balloons did Allan have than Jake in the park?',
    answer: 2.0,
  },
  {
    id: 'chal-264',
    q: 'Allan brought 2 balloons and Jake brought 3 balloons to the park. How many more balloons did Jake have than Allan in the park?',
    answer: 1.0,
  },
  {
    id: 'chal-433',
    q: "There are 8 different books and 10 different movies in the ' crazy silly school ' series. If you read 19 of the books and watched 61 of the movies. How many more movies than books are there in the ' crazy silly school ' series?",
    answer: 2.0,
  },
  {
    id: 'chal-761',
    q: 'Each basket of peaches has 19 red peaches and 4 green peaches. If there are 15 such baskets. How many peaches are in the baskets altogether?',
    answer: 345.0,
  },
  {
    id: 'chal-414',
    q: 'Josh had 4 marbles in his collection. He lost 16 marbles and found 8 new ones. How many more marbles did he lose than those he found?',
    answer: 8.0,
  },
  {
    id: 'chal-985',
    q: 'Lewis earns $ 28 every week during the 1091 weeks of harvest. He also earns $ 939 per week for working overtime. If he works overtime every week. How much money does he earn during harvest season?',
    answer: 1054997.0,
  },
  {
    id: 'chal-936',
    q: 'Paul got a box of 531 crayons and 38 erasers for his birthday. At the end of the school year he only had 391 left while not having lost a single erasers. How many more crayons than erasers did he have left?',
    answer: 353.0,
  },
  {
    id: 'chal-572',
    q: 'Paul had 134 books. After giving 39 books to his friend and selling some books in a garage sale he had 68 books left. How many books did he sell in the garage sale?',
    answer: 27.0,
  },
  {
    id: 'chal-484',
    q: 'Paul got a box of 110 crayons for his birthday. During the school year he gave 90 crayons to his friends while he lost 412 crayons. How many more crayons did he lose than those he gave to his friends?',
    answer: 322.0,
  },
  {
    id: 'chal-426',
    q: '5 storks and 3 birds were sitting on the fence. 4 more birds came to join them. How many more birds than storks are sitting on the fence?',
    answer: 2.0,
  },
  {
    id: 'chal-155',
    q: 'Julia played tag with 4 kids on wednesday. She had played with 6 kids on monday and 17 kids on tuesday. How many more kids did she play with on monday than on wednesday?',
    answer: 2.0,
  },
  {
    id: 'chal-231',
    q: 'Danny collects bottle caps and wrappers. He found 30 bottle caps and 14 wrappers at the park. Now he has 7 bottle caps and 86 wrappers in his collection. How many more bottle caps than wrappers did danny find at the park?',
    answer: 16.0,
  },
  {
    id: 'chal-177',
    q: 'Steven has 12 peaches. Jake has 4 fewer peaches than Steven who has 67 more peaches than Jill. How many peaches does Jake have?',
    answer: 8.0,
  },
  { id: 'chal-804', q: 'Jackie has 10 apples. Adam has 8 apples. How many more apples does Jackie have than Adam?', answer: 2.0 },
  {
    id: 'chal-181',
    q: 'For the walls of the house he would use 13 large planks of wood. If each plank of wood needs 17 pieces of nails to be secured and in addition 8 nails are needed for some smaller planks. How many nails does John need for the house wall?',
    answer: 229.0,
  },
  {
    id: 'chal-378',
    q: 'Jack received 6 emails and 8 letters in the morning. He then received 2 emails and 7 letters in the afternoon. How many more letters did Jack receive in the morning than in the afternoon?',
    answer: 1.0,
  },
  {
    id: 'chal-847',
    q: 'He then went to see the oranges being harvested. He found out that they harvest 28 sacks of ripe oranges and 52 sacks of unripe oranges per day. How many sacks of oranges will they have after 26 days of harvest?',
    answer: 2080.0,
  },
  {
    id: 'chal-991',
    q: "After resting they decided to go for a swim. The depth of the water is 9 times Dean's height. If Ron is 15 feet tall and Dean is 6 feet shorter than Ron. How deep was the water?",
    answer: 81.0,
  },
  {
    id: 'chal-305',
    q: 'Last week Fred had 86 dollars and Jason had 5 dollars. Fred washed cars over the weekend and now has 9 dollars and Jason did not work. How much money do they have together now?',
    answer: 14.0,
  },
];
